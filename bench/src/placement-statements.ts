/**
 * Where a placement's time goes on the embedded database: every statement `POST /api/orders`
 * sends to PGlite, with the time PGlite took for it, for one placement alone and summed over a
 * burst of `--students` placements at once (fresh data folder, the real app on loopback).
 * What is left of the burst's wall time is ours and the HTTP client's JavaScript.
 *
 *   npx tsx bench/src/placement-statements.ts [--students 480]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { addDays, hcmDateOf } from '@tsa/shared';
import { appWithStudents } from './burst-students';

const { values } = parseArgs({ options: { students: { type: 'string', default: '480' } } });
const students = Number(values.students);

interface Tally {
  count: number;
  ms: number;
}
let tallies: Map<string, Tally> | undefined;
let statement = '';

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
 * Every protocol message goes through `execProtocolStream` (db/client.ts wraps the same method
 * per client, after this, so its yields to the event loop are not counted). A message that
 * starts a statement (statementOf) opens its tally; the messages after it count to it.
 */
function countStatements(): void {
  const prototype = PGlite.prototype as unknown as {
    execProtocolStream: (message: Uint8Array, ...rest: unknown[]) => Promise<unknown>;
  };
  const run = prototype.execProtocolStream;
  prototype.execProtocolStream = async function (this: PGlite, message, ...rest) {
    const started = performance.now();
    const text = statementOf(message);
    try {
      return await run.call(this, message, ...rest);
    } finally {
      if (tallies) {
        if (text) {
          statement = text.replace(/\s+/g, ' ').trim().slice(0, 110);
          const tally = tallies.get(statement) ?? { count: 0, ms: 0 };
          tally.count += 1;
          tallies.set(statement, tally);
        }
        const tally = tallies.get(statement);
        if (tally) tally.ms += performance.now() - started;
      }
    }
  };
}

function report(title: string, wallMs: number): void {
  const rows = [...tallies!].sort((a, b) => b[1].ms - a[1].ms);
  const inPglite = rows.reduce((sum, [, tally]) => sum + tally.ms, 0);
  const count = rows.reduce((sum, [, tally]) => sum + tally.count, 0);
  console.log(`\n${title}: ${count} statements, ${inPglite.toFixed(0)} ms in PGlite of ${wallMs.toFixed(0)} ms wall`);
  for (const [text, tally] of rows)
    console.log(`${tally.ms.toFixed(1).padStart(8)} ms ${String(tally.count).padStart(5)}×  ${text}`);
}

async function main() {
  countStatements();
  // One more than the burst: the placement measured alone.
  const { base, tokens, close } = await appWithStudents('statements', students + 1, { WRITE_CONCURRENCY: '0' });
  const services = (await (await fetch(`${base}/api/services`)).json()) as { id: string; unit: string }[];
  const kg = services.find((service) => service.unit === 'KG')!;
  const pickupDate = addDays(hcmDateOf(new Date()), 1);
  const place = async (token: string) => {
    const response = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ items: [{ serviceId: kg.id, quantity: 4 }], pickupDate, pickupSlot: '17-19' }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`HTTP ${response.status}`);
  };

  // Warm: the first placements compile and cache what every later one reuses.
  for (const token of tokens.slice(0, 20)) await place(token);
  tallies = new Map();
  let started = performance.now();
  await place(tokens[students]!);
  report('one placement', performance.now() - started);

  tallies = new Map();
  started = performance.now();
  await Promise.all(tokens.slice(0, students).map(place));
  report(`${students} placements at once`, performance.now() - started);
  tallies = undefined;
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
