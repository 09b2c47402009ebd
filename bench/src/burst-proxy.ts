/**
 * The deployment's reverse proxy for the burst bench, in a process of its own (Caddy is one in
 * compose.yaml): HTTP requests go to the backends in turn, no stickiness
 * (apps/server/src/test/round-robin-proxy.ts). Loopback backends only. Prints `{ url }` as one
 * JSON line; when stdin ends, prints `{ hits }` (requests per backend) and exits.
 *
 *   node --import tsx bench/src/burst-proxy.ts http://127.0.0.1:4001 http://127.0.0.1:4002
 */
import { createInterface } from 'node:readline';
import { startRoundRobinProxy } from '../../apps/server/src/test/round-robin-proxy';

const backends = process.argv.slice(2);
for (const backend of backends)
  if (new URL(backend).hostname !== '127.0.0.1') throw new Error(`Chỉ chuyển tiếp tới 127.0.0.1, không tới ${backend}`);

const proxy = await startRoundRobinProxy(backends);
console.log(JSON.stringify({ url: proxy.url }));
createInterface({ input: process.stdin }).on('close', () => {
  const hits = backends.map((_, index) => proxy.hits.filter((hit) => hit === index).length);
  void proxy.close().then(() => {
    console.log(JSON.stringify({ hits }));
    process.exit(0);
  });
});
