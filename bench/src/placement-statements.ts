/**
 * Where a placement's time goes on the embedded database: every statement `POST /api/orders`
 * sends to PGlite, with the time PGlite took for it, for one placement alone and summed over a
 * burst of `--students` placements at once (fresh data folder, the real app on loopback).
 * The database runs on a thread of its own, beside the server's JavaScript and the HTTP
 * clients': its time overlaps theirs, and the wall time is not their sum.
 *
 *   npx tsx bench/src/placement-statements.ts [--students 480]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { appWithStudents, orderBody, placeOrder } from './burst-students';
import { PROBE_CHANNEL, type ProbedMessage } from './pglite-probe';

const { values } = parseArgs({ options: { students: { type: 'string', default: '480' } } });
const students = Number(values.students);

interface Tally {
  count: number;
  ms: number;
}
let tallies: Map<string, Tally> | undefined;
let statement = '';

/**
 * The database's thread (apps/server/src/db/pglite-worker.ts) loads `pglite-probe.ts`, which
 * times every protocol message and names the statement it starts, if any; the messages after it
 * count to that statement.
 */
function countStatements(): BroadcastChannel {
  process.env.TSA_PGLITE_PROBE = pathToFileURL(path.join(import.meta.dirname, 'pglite-probe.ts')).href;
  const channel = new BroadcastChannel(PROBE_CHANNEL);
  channel.onmessage = (event) => {
    const { text, ms } = (event as MessageEvent<ProbedMessage>).data;
    if (!tallies) return;
    if (text) {
      statement = text.replace(/\s+/g, ' ').trim().slice(0, 110);
      const tally = tallies.get(statement) ?? { count: 0, ms: 0 };
      tally.count += 1;
      tallies.set(statement, tally);
    }
    const tally = tallies.get(statement);
    if (tally) tally.ms += ms;
  };
  return channel;
}

/** The probe's last messages of a run, sent before its last answer, arrive a moment later. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 100));

function report(title: string, wallMs: number): void {
  const rows = [...tallies!].sort((a, b) => b[1].ms - a[1].ms);
  const inPglite = rows.reduce((sum, [, tally]) => sum + tally.ms, 0);
  const count = rows.reduce((sum, [, tally]) => sum + tally.count, 0);
  console.log(`\n${title}: ${count} statements, ${inPglite.toFixed(0)} ms in PGlite of ${wallMs.toFixed(0)} ms wall`);
  for (const [text, tally] of rows)
    console.log(`${tally.ms.toFixed(1).padStart(8)} ms ${String(tally.count).padStart(5)}×  ${text}`);
}

async function main() {
  const channel = countStatements();
  // One more than the burst: the placement measured alone.
  const { base, tokens, close } = await appWithStudents('statements', students + 1, { WRITE_CONCURRENCY: '0' });
  const body = await orderBody(base);
  const place = async (token: string) => {
    const { status } = await placeOrder(base, token, body);
    if (status !== 201) throw new Error(`HTTP ${status}`);
  };

  // Warm: the first placements compile and cache what every later one reuses.
  for (const token of tokens.slice(0, 20)) await place(token);
  tallies = new Map();
  let started = performance.now();
  await place(tokens[students]!);
  await settled();
  report('one placement', performance.now() - started);

  tallies = new Map();
  started = performance.now();
  await Promise.all(tokens.slice(0, students).map(place));
  await settled();
  report(`${students} placements at once`, performance.now() - started);
  tallies = undefined;
  channel.close();
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
