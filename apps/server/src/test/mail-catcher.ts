import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name. */
  headers: Record<string, string>;
}

export interface MailCatcherOptions {
  /** Refuses this many messages first (a temporary SMTP failure, 451), then accepts. */
  failFirst?: number;
}

/** A real SMTP listener on loopback that keeps every message it receives in memory. */
export async function startMailCatcher(options: MailCatcherOptions = {}) {
  const messages: CaughtMail[] = [];
  let refusals = options.failFirst ?? 0;
  const stats = { refused: 0 };
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (refusals > 0) {
          refusals -= 1;
          stats.refused += 1;
          callback(Object.assign(new Error('Tạm thời không nhận thư'), { responseCode: 451 }));
          return;
        }
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          headers: Object.fromEntries(parsed.headers.map((h) => [h.key, h.value])),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** How many messages were refused (failFirst). */
    stats,
    /** All messages sent to `to` so far. */
    to: (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase())),
    /** Waits for the `n`-th message to `to` (1-based), at most 5 s. */
    async waitFor(to: string, n = 1): Promise<CaughtMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = messages.filter((m) => m.to.includes(to.toLowerCase()));
        if (found.length >= n) return found[n - 1]!;
        if (Date.now() > deadline) throw new Error(`no mail #${n} for ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first 6-digit code in a message. */
export function codeIn(mail: CaughtMail): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in mail:\n${mail.text}`);
  return match[1]!;
}
