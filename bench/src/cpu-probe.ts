/**
 * CPU time spent serving the benchmark, apart from the wall clock: this process (app and
 * client) through `process.cpuUsage()`, and the PostgreSQL backends of the benchmark's
 * database through /proc when the server runs on this machine. On a shared, busy machine the
 * wall clock mostly measures the neighbours; CPU time measures the work each call costs.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function backendTicks(pid: number): number | null {
  try {
    // Fields after the command name: state is field 3, utime 14, stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

export interface CpuProbe {
  /** Milliseconds of CPU used so far by this process and by the database's backends. */
  sample(): Promise<{ nodeMs: number; databaseMs: number | null }>;
  close(): Promise<void>;
}

export async function cpuProbe(databaseUrl: string | undefined): Promise<CpuProbe> {
  const node = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const host = databaseUrl ? new URL(databaseUrl).hostname : null;
  if (!databaseUrl || !['127.0.0.1', 'localhost', '::1'].includes(host!) || backendTicks(process.pid) === null) {
    return { sample: async () => ({ nodeMs: node(), databaseMs: null }), close: async () => {} };
  }
  // Its own connection, so that asking for the backends costs none of theirs.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const own = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  /** Ticks already used by each backend when first seen: a backend opened during a call counts from zero. */
  const seen = new Map<number, number>();
  let total = 0;
  return {
    async sample() {
      const { rows } = await client.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> $1",
        [own],
      );
      for (const { pid } of rows) {
        const ticks = backendTicks(pid);
        if (ticks === null) continue;
        total += ticks - (seen.get(pid) ?? 0);
        seen.set(pid, ticks);
      }
      return { nodeMs: node(), databaseMs: total * TICK_MS };
    },
    close: () => client.end(),
  };
}
