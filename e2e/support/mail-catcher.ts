import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A real SMTP listener on loopback that writes each received message to `dir` as a file. */
export async function startMailCatcher(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
        // The bytes as received: decoding is the reader's job (see readMails). Written aside and
        // renamed, so a test file reading the folder in parallel never sees half a message.
        const partial = path.join(dir, `.${name}.partial`);
        writeFileSync(partial, Buffer.concat([Buffer.from(`X-Envelope-To: ${to}\r\n`), ...chunks]));
        renameSync(partial, path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface CaughtMail {
  /** The envelope recipients, as the SMTP client gave them. */
  to: string;
  subject: string;
  /** The plain-text body, decoded (quoted-printable, base64, charsets). */
  text: string;
  html: string;
  file: string;
}

/** Messages received for `to`, oldest first, parsed and decoded. */
export async function readMails(dir: string, to: string): Promise<CaughtMail[]> {
  const mails: CaughtMail[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.eml')) continue;
    const raw = readFileSync(path.join(dir, file));
    const envelope = raw
      .subarray(0, raw.indexOf('\r\n'))
      .toString('utf8')
      .replace(/^X-Envelope-To:\s*/i, '');
    if (!envelope.toLowerCase().split(',').includes(to.toLowerCase())) continue;
    const parsed = await PostalMime.parse(raw.subarray(raw.indexOf('\r\n') + 2));
    mails.push({ to: envelope, subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html ?? '', file });
  }
  return mails;
}

/**
 * Waits for the first message to `to` not in `seen` (file names) whose text matches `pattern`,
 * and returns it with the pattern's first group (e.g. the 6-digit code).
 */
export async function waitForMail(
  dir: string,
  to: string,
  pattern: RegExp,
  options: { seen?: readonly string[]; timeoutMs?: number } = {},
): Promise<{ mail: CaughtMail; match: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    for (const mail of await readMails(dir, to)) {
      if (options.seen?.includes(mail.file)) continue;
      const found = pattern.exec(mail.text);
      if (found) return { mail, match: found[1] ?? found[0] };
    }
    if (Date.now() > deadline) throw new Error(`Không thấy email tới ${to} khớp ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
