import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Tx } from '../lib/outbox';
import { jobsDatabase } from './jobs-database';

/** The queues of the app and the policy of each (all retry alike, by the config). */
const QUEUE_POLICIES = {
  // One e-mail job waits per user (policy short): later events of the same minute join it.
  'mail-digest': 'short',
  'push-send': 'standard',
  'account-mail': 'standard',
  // The code that proves the e-mail of a sign-up that began at a provider (modules/identities).
  'identity-mail': 'standard',
  // Sign-in codes by SMS (modules/phone): a provider's error is retried like a mail server's.
  sms: 'standard',
  // The plans' daily pass (modules/plans): months turn, plans end, students are told before.
  'plans-daily': 'standard',
  // The night-before pickup reminders (modules/run-sheets), every five minutes: one run at a time.
  'pickup-reminders': 'singleton',
} as const satisfies Record<string, PgBoss.Queue['policy']>;

export type QueueName = keyof typeof QUEUE_POLICIES;
const QUEUES = Object.keys(QUEUE_POLICIES) as QueueName[];

type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

export interface JobQueue {
  /** Enqueues inside `tx`: the job exists only if the transaction commits. */
  sendInTransaction(tx: Tx, name: QueueName, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Enqueues on its own, for work that belongs to no change (a public endpoint's mail). */
  send(name: QueueName, data: object): Promise<string | null>;
  /**
   * After a transaction that sent a job of `name` has committed: this instance's workers fetch it
   * now instead of at their next poll (other instances still find it at theirs).
   */
  wake(name: QueueName): void;
  /** Runs `handler` for each job of `name` on this instance; a thrown error retries the job. */
  work<T>(name: QueueName, handler: JobHandler<T>): Promise<void>;
  /** Sends a job of `name` at every `cron` (Hồ Chí Minh time); one instance takes each. */
  schedule(name: QueueName, cron: string): Promise<void>;
  /** A job's stored state (tests and diagnostics). */
  getJob(name: QueueName, id: string): Promise<PgBoss.JobWithMetadata | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** What drizzle's transactions hold, on both drivers: a pg PoolClient or a PGlite Transaction. */
interface TransactionClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The app's database as the app's own calls to pg-boss reach it: their errors are theirs to see. */
const directDb = (database: Pick<Database, 'executeSql'>): PgBoss.Db => ({
  executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }>,
});

/**
 * pg-boss's statements run on the transaction's own connection, so a job commits or rolls back
 * with the change that caused it. They reuse parameters (`$5` as text and as a timestamp), so
 * they go to the driver as written rather than through drizzle's query builder.
 */
function transactionDb(tx: Tx): PgBoss.Db {
  const client = (tx as unknown as { session: { client: TransactionClient } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) as Promise<{ rows: never[] }> };
}

/**
 * The durable job queue (decision 017): pg-boss in the app's own database, PGlite or
 * PostgreSQL, through the database's executeSql. Every instance works the queues; a job is
 * taken by one of them (`for update skip locked`), retried with back-off, and kept as failed,
 * with its error, once its retries are spent.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { JOBS_POLL_SECONDS } = app.config;
  const database = jobsDatabase(app.database, app.log);
  const appDb = directDb(app.database);
  const boss = new PgBoss({
    db: database.db,
    schema: 'pgboss',
    // Maintenance (expiry, archiving) once a minute is plenty for a few thousand jobs a day.
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  const retry = queueRetry(app.config);
  // pg-boss creates or upgrades its schema on start, and each new queue is a partition of its job
  // table (DDL that pg-boss does not lock): instances starting together take turns for both.
  await app.database.exclusive(async () => {
    await boss.start();
    await ensureQueues(boss, retry);
  });
  // Jobs waiting to be done (created or retrying), scraped on /metrics as tsa_queue_depth{queue}.
  for (const queue of QUEUES) app.metrics.registerQueueDepth(queue, () => boss.getQueueSize(queue));

  // This instance's workers per queue. A job sent on its own is visible at once, so they are woken
  // for it instead of finding it at their next poll: a sign-up's code leaves up to
  // JOBS_POLL_SECONDS sooner. A job sent in a transaction may never commit: its sender wakes the
  // workers after the commit, where waiting matters to someone (an SMS code).
  const workers = new Map<QueueName, string[]>();
  const wake = (name: QueueName) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  app.decorate<JobQueue>('jobs', {
    sendInTransaction: (tx, name, data, options = {}) => boss.send(name, data, { ...options, db: transactionDb(tx) }),
    async send(name, data) {
      const id = await boss.send(name, data, { db: appDb });
      wake(name);
      return id;
    },
    wake,
    async work(name, handler) {
      const id = await boss.work(
        name,
        { includeMetadata: true, pollingIntervalSeconds: JOBS_POLL_SECONDS },
        async ([job]) => {
          if (job) await handler(job as never);
        },
      );
      workers.set(name, [...(workers.get(name) ?? []), id]);
    },
    schedule: (name, cron) => boss.schedule(name, cron, {}, { tz: 'Asia/Ho_Chi_Minh' }),
    getJob: (name, id) =>
      boss.getJobById(name, id, { includeArchive: true, db: appDb }) as Promise<PgBoss.JobWithMetadata | null>,
  });

  // Before the database closes: running jobs finish (or are retried later by another instance),
  // and so do the statements pg-boss fired without waiting for them.
  app.addHook('preClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    await database.drain();
  });
});

type QueueRetry = Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff'>;

const queueRetry = (config: Pick<Config, 'JOBS_RETRY_LIMIT' | 'JOBS_RETRY_DELAY_SECONDS'>): QueueRetry => ({
  retryLimit: config.JOBS_RETRY_LIMIT,
  retryDelay: config.JOBS_RETRY_DELAY_SECONDS,
  retryBackoff: true,
});

/**
 * Creates each queue, or brings its settings in step with the config where they differ (retries
 * may have changed). Creating a queue is DDL (a partition of the job table): an instance that
 * finds its queues as configured only reads them.
 */
async function ensureQueues(boss: PgBoss, retry: QueueRetry) {
  for (const name of QUEUES) {
    const queue = { name, policy: QUEUE_POLICIES[name], ...retry };
    const current = await boss.getQueue(name);
    if (!current) await boss.createQueue(name, queue);
    else if (
      (['policy', 'retryLimit', 'retryDelay', 'retryBackoff'] as const).some((key) => current[key] !== queue[key])
    )
      await boss.updateQueue(name, queue);
  }
}

/**
 * What the first start does to a database for the job queue, done ahead of it: pg-boss's schema
 * and every queue, its own included. For the test suites' template database, so each of its
 * copies does not create them again (DDL: 0.2 s of each copy's start on PGlite).
 */
export async function prepareJobQueue(
  database: Pick<Database, 'executeSql'>,
  config: Parameters<typeof queueRetry>[0],
): Promise<void> {
  const boss = new PgBoss({ db: directDb(database), schema: 'pgboss', supervise: false });
  await boss.start();
  await ensureQueues(boss, queueRetry(config));
  await boss.stop({ graceful: false, wait: true });
}
