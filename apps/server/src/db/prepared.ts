import type { Executor } from './executor';

interface Prepared<Result> {
  execute(placeholders?: Record<string, unknown>): Promise<Result>;
}

const statements = new WeakMap<Executor, Map<string, Prepared<unknown>>>();

/**
 * The statement `name` of `db` (or of one transaction), built by `prepare` on first use only.
 * For the queries every request runs: drizzle's query building was the largest part of our own
 * CPU time per request (bench/RESULTS.md, API overhead), and on PostgreSQL a named statement is
 * also parsed once per connection. `name` must always stand for the same SQL.
 */
export function preparedOnce<Result>(db: Executor, name: string, prepare: () => Prepared<Result>): Prepared<Result> {
  let named = statements.get(db);
  if (!named) statements.set(db, (named = new Map()));
  let statement = named.get(name) as Prepared<Result> | undefined;
  if (!statement) named.set(name, (statement = prepare()));
  return statement;
}
