import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * A loopback push service and the device behind it: what the server sends to a subscription
 * whose endpoint is here is kept, and decrypted with the keys this device gave the server, as a
 * browser would. Chromium's own endpoint (on Google's push service) cannot be reached offline.
 */

export interface PushDevice {
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}

/** What a browser makes on subscribe: a P-256 key pair and a 16-byte auth secret. */
export function pushDevice(): PushDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Reads an `aes128gcm` Web Push message (RFC 8188, keys as in RFC 8291) of one record. */
export function decryptPush(body: Buffer, device: PushDevice): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(device.auth, secret, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad push padding');
  return padded.subarray(0, end).toString('utf8');
}

export interface PushService {
  /** The endpoint of a device at `path`, for the server to send to. */
  endpoint(path: string): string;
  received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: PushService['received'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
