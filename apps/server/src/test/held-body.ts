import { Readable } from 'node:stream';

/**
 * A JSON body that waits to be sent. Fastify reads a body only once the request's onRequest
 * hooks (authentication) have passed, so its first read says the request got that far; `send`
 * lets it go on.
 */
export function heldBody(value: unknown) {
  let reached!: () => void;
  const read = new Promise<void>((resolve) => (reached = resolve));
  const stream = new Readable({ read: () => reached() });
  const send = () => {
    stream.push(JSON.stringify(value));
    stream.push(null);
  };
  return { stream, read, send };
}
