import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
        writeFileSync(path.join(dir, name), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Messages received for `to`, oldest first, as raw text. */
export function readMails(dir: string, to: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .filter((raw) => raw.split('\r\n', 1)[0]!.toLowerCase().includes(to.toLowerCase()));
}
