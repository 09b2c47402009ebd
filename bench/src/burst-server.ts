/**
 * The server side of the burst bench, in a process of its own: the real app with its students
 * (burst-students.ts), so that the students' HTTP clients do not share its one thread, as
 * phones do not. Prints `{ base, tokens }` as one JSON line; then answers each `cpu` line on
 * stdin with its own CPU time so far (ms), and closes when stdin ends. With `--profile <file>`,
 * a V8 CPU profile of what happens between the first and the second `cpu` (the burst itself).
 *
 *   node --import tsx bench/src/burst-server.ts --students 480 --concurrency 4 [--profile <file>]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { appWithStudents } from './burst-students';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '480' },
    concurrency: { type: 'string', default: '4' },
    profile: { type: 'string' },
  },
});

const inspector = new Session();
let profiling = false;
/** Starts the profile on the first call, writes it on the second. */
async function toggleProfile(file: string) {
  if (!profiling) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    profiling = true;
  } else {
    const { profile } = await inspector.post('Profiler.stop');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    inspector.disconnect();
  }
}

const { base, tokens, close } = await appWithStudents('burst', Number(values.students), {
  WRITE_CONCURRENCY: values.concurrency,
});
console.log(JSON.stringify({ base, tokens }));
const lines = createInterface({ input: process.stdin });
let lastCall = Promise.resolve();
lines.on('line', (line) => {
  if (line !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  lastCall = lastCall
    .then(() => (values.profile ? toggleProfile(values.profile) : undefined))
    .then(() => console.log(JSON.stringify({ cpuMs: (user + system) / 1000 })));
});
lines.on('close', () => {
  void lastCall.then(close).then(() => process.exit(0));
});
