import pg from 'pg';

export type Probe = { ok: true } | { ok: false; reason: string };

/** Whether a PostgreSQL server answers at `url` within a second. */
export async function probePostgres(url: string): Promise<Probe> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: (error as Error).message || String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether a Redis server answers PING at `url` within a second. */
export async function probeRedis(url: string): Promise<Probe> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: (error as Error).message || String(error) };
  } finally {
    redis.disconnect();
  }
}
