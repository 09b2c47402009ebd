/**
 * Fails when the Drizzle schema (apps/server/src/db/schema) and the migrations in
 * apps/server/drizzle disagree: drizzle-kit generate runs against a throw-away copy of the
 * migrations folder, and any file it writes is a migration the repository lacks.
 * Needs no database: drizzle-kit compares the schema with the last snapshot in meta/.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../apps/server');
const migrations = path.join(server, 'drizzle');
// Inside the server folder: drizzle-kit only takes an --out relative to where it runs.
const copy = mkdtempSync(path.join(server, '.drift-'));

/** Every file under `dir`, as paths relative to it. */
const filesIn = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(filesIn(copy));
  const output = execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema/index.ts',
      `--out=${path.relative(server, copy)}`,
      '--casing=snake_case',
      '--name=drift',
    ],
    { cwd: server, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const added = filesIn(copy).filter((file) => !before.has(file));
  if (added.length) {
    console.error(
      `Schema drift: drizzle-kit generate would add ${added.join(', ')}.\n` +
        'Run `npm run db:generate -w @tsa/server -- --name <topic>` and commit the migration.',
    );
    process.exitCode = 1;
  } else if (!output.includes('No schema changes')) {
    // drizzle-kit exits 0 even when it fails to read the folder: no verdict is a failure.
    console.error(`drizzle-kit generate gave no verdict:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('Schema and migrations agree.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
