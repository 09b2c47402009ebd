/** Timing real HTTP calls: warm-up, then rounds over every endpoint, and percentiles. */
import type { CpuProbe } from './cpu-probe';
import type { Caller, Endpoint } from './endpoints';

export interface Timing {
  endpoint: Endpoint;
  status: number;
  bytes: number;
  ms: number[];
  /** CPU milliseconds of this process (app and client) and of the database's backends, summed over the calls. */
  nodeCpuMs: number;
  databaseCpuMs: number | null;
}

export interface Summary {
  name: string;
  p50: number;
  p95: number;
  max: number;
  bytes: number;
  /** Mean CPU milliseconds per call: the app's process and the database's backends. */
  nodeCpu: number;
  databaseCpu: number | null;
}

/** The nearest-rank percentile of already sorted values. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

async function call(base: string, endpoint: Endpoint, tokens: Record<Caller, string | null>) {
  const token = tokens[endpoint.as];
  const started = performance.now();
  const response = await fetch(`${base}${endpoint.path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`${endpoint.path}: HTTP ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  }
  return { ms, bytes: body.byteLength, status: response.status };
}

/**
 * Each round calls every endpoint once, one after the other (never two at a time), so that
 * background noise spreads over all endpoints instead of spoiling one.
 */
export async function measure(
  base: string,
  endpoints: Endpoint[],
  tokens: Record<Caller, string | null>,
  options: { warmup: number; runs: number; probe: CpuProbe },
): Promise<Timing[]> {
  for (let round = 0; round < options.warmup; round += 1) {
    for (const endpoint of endpoints) await call(base, endpoint, tokens);
  }
  const timings: Timing[] = endpoints.map((endpoint) => ({
    endpoint,
    status: 0,
    bytes: 0,
    ms: [],
    nodeCpuMs: 0,
    databaseCpuMs: 0,
  }));
  let before = await options.probe.sample();
  for (let round = 0; round < options.runs; round += 1) {
    for (const timing of timings) {
      const result = await call(base, timing.endpoint, tokens);
      const after = await options.probe.sample();
      timing.ms.push(result.ms);
      timing.status = result.status;
      timing.bytes = result.bytes;
      timing.nodeCpuMs += after.nodeMs - before.nodeMs;
      timing.databaseCpuMs =
        after.databaseMs === null || before.databaseMs === null
          ? null
          : timing.databaseCpuMs! + after.databaseMs - before.databaseMs;
      before = after;
    }
  }
  return timings;
}

export function summarise(timings: Timing[]): Summary[] {
  return timings.map(({ endpoint, ms, bytes, nodeCpuMs, databaseCpuMs }) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return {
      name: endpoint.name,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted[sorted.length - 1]!,
      bytes,
      nodeCpu: nodeCpuMs / ms.length,
      databaseCpu: databaseCpuMs === null ? null : databaseCpuMs / ms.length,
    };
  });
}

export function markdownTable(summaries: Summary[], budgetMs: number): string {
  const lines = [
    '| Endpoint | p50 (ms) | p95 (ms) | max (ms) | CPU/call: app (ms) | CPU/call: database (ms) | Response | p95 < budget |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|',
  ];
  for (const s of summaries) {
    const size = s.bytes >= 1024 ? `${(s.bytes / 1024).toFixed(1)} KB` : `${s.bytes} B`;
    const database = s.databaseCpu === null ? 'n/a' : s.databaseCpu.toFixed(1);
    lines.push(
      `| ${s.name} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} | ${s.nodeCpu.toFixed(1)} | ${database} | ${size} | ${s.p95 < budgetMs ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}
