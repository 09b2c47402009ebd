/** What the figures were measured on. */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';

export async function describeMachine(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ version: string }>(sql`select version()`);
  const cpus = os.cpus();
  return [
    `CPU: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
    `Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `Node.js: ${process.version} (${os.platform()} ${os.release()})`,
    `Database: ${database.kind === 'pglite' ? 'PGlite (embedded), ' : ''}${result.rows[0]!.version.split(',')[0]}`,
    `Load average at the end (1/5/15 min): ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}`,
  ];
}
