import { createServer, type Server } from 'node:http';

/**
 * A loopback stand-in for Google's GCM/FCM registration, which Chromium asks before
 * `pushManager.subscribe` can answer (the test machine is offline). Chromium is pointed at it
 * with `--gcm-checkin-url` and `--gcm-registration-url` (switches of google_apis/gcm). It plays
 * Google: a device check-in, then a registration token; Chromium builds the subscription's
 * endpoint from that token.
 */

const varint = (value: bigint): Buffer => {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80n) {
    bytes.push(Number(rest & 0x7fn) | 0x80);
    rest >>= 7n;
  }
  bytes.push(Number(rest));
  return Buffer.from(bytes);
};
const fixed64 = (value: bigint): Buffer => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
};

/** AndroidCheckinResponse (checkin.proto): stats_ok, time_msec, android_id, security_token. */
const CHECKIN_RESPONSE = Buffer.concat([
  Buffer.from([0x08]),
  varint(1n),
  Buffer.from([0x18]),
  varint(BigInt(Date.now())),
  Buffer.from([0x39]),
  fixed64(4_242_424_242_424_242n),
  Buffer.from([0x41]),
  fixed64(8_484_848_484_848_484n),
]);

export interface GcmStandIn {
  /** The Chromium switches that send its GCM traffic here. */
  switches: string[];
  /** The token every registration gets: the last segment of the subscription's endpoint. */
  token: string;
  /** The bodies of the registrations Chromium asked for (form-encoded, with `sender`). */
  registrations: URLSearchParams[];
  close(): Promise<void>;
}

export async function startGcmStandIn(): Promise<GcmStandIn> {
  const token = `tsa-e2e-${Date.now().toString(36)}`;
  const registrations: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/checkin')) {
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(CHECKIN_RESPONSE);
      } else if (request.url?.startsWith('/register')) {
        registrations.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`token=${token}`);
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  return {
    switches: [
      `--gcm-checkin-url=${base}/checkin`,
      `--gcm-registration-url=${base}/register`,
      // Receiving (the MCS socket) is not played: nothing here needs a push to reach Chromium.
      `--gcm-mcs-endpoint=https://127.0.0.1:${port}`,
    ],
    token,
    registrations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
