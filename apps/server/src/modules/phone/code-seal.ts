import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The code rides in the SMS job sealed (AES-256-GCM under a key derived from the signing secret):
 * pg-boss keeps its jobs in the database for days, and whoever reads them must not read codes.
 */
const keyOf = (secret: string) => createHash('sha256').update(`tsa-sms-job:${secret}`).digest();

export function sealCode(secret: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openCode(secret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}
