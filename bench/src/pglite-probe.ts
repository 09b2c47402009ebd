import type { PGlite } from '@electric-sql/pglite';

/** Where the probe reports, one message per protocol message PGlite ran. */
export const PROBE_CHANNEL = 'tsa-pglite-statements';

export interface ProbedMessage {
  /** The statement this message starts, if it starts one. */
  text?: string;
  ms: number;
}

/** Each named statement's text, from its Parse, for the Binds that run it later. */
const namedTexts = new Map<string, string>();

/**
 * The statement a message to PGlite starts: the text of a Parse ('P': name, text) or simple
 * Query ('Q': text), or of the named statement a Bind ('B': portal, statement) runs. One message
 * may carry several (db/pglite-named-statements.ts sends Bind, Describe, Execute and Sync in one).
 */
function statementOf(message: Uint8Array): string | undefined {
  const view = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  let text: string | undefined;
  for (let offset = 0; offset < view.length; offset += 1 + view.readInt32BE(offset + 1)) {
    const type = String.fromCharCode(view[offset]!);
    const body = view
      .subarray(offset + 5, offset + 1 + view.readInt32BE(offset + 1))
      .toString('utf8')
      .split('\0');
    if (type === 'P') {
      namedTexts.set(body[0]!, body[1]!);
      text ??= body[1];
    } else if (type === 'Q') text ??= body[0];
    else if (type === 'B') text ??= namedTexts.get(body[1]!) ?? '(unnamed)';
  }
  return text;
}

/**
 * Loaded by the server's database thread when TSA_PGLITE_PROBE names this file
 * (placement-statements.ts sets it): times every protocol message the instance runs, inside the
 * thread that runs it, and reports it on PROBE_CHANNEL.
 */
export default function probe(client: PGlite): void {
  const channel = new BroadcastChannel(PROBE_CHANNEL);
  // Reporting must not keep the thread alive when the server closes.
  (channel as unknown as { unref?(): void }).unref?.();
  const run = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (message, ...rest) => {
    const started = performance.now();
    const text = statementOf(message);
    try {
      return await run(message, ...rest);
    } finally {
      channel.postMessage({ text, ms: performance.now() - started } satisfies ProbedMessage);
    }
  };
}
