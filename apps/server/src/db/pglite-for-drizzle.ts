import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { NamedStatements } from './pglite-named-statements';

/**
 * The types drizzle reads as PostgreSQL writes them (it makes its own dates from the text):
 * date, time stamps and intervals, and arrays of them and of numerics. These are the parsers
 * drizzle's PGlite driver hands over with every statement.
 */
const TEXT_TYPES = [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, 1182, 1115, 1185, 1187, 1231];

type Parsers = NonNullable<QueryOptions['parsers']>;

/** A statement's options without its own parsers: the instance's are drizzle's already. */
const withoutParsers = (options?: QueryOptions): QueryOptions | undefined =>
  options?.parsers ? { ...options, parsers: undefined } : options;

/**
 * Gives drizzle's parsers to the PGlite instance once, and returns the client drizzle is to use
 * plus the parsers the instance had for those types (dates as `Date`) for the raw statements of
 * the job queue (`executeSql`). Its one statement inside drizzle's transactions, a job's insert,
 * reads back only the job's id.
 *
 * Why: PGlite merges a statement's parsers into a copy of its whole table (~320 entries, one per
 * type and array type) on every statement, ~0.1 ms each: a tenth of the CPU of a burst of order
 * placements (bench/RESULTS.md, issue #16). drizzle's statements now bring none; the instance
 * parses those types the way drizzle's parsers would have.
 *
 * drizzle's statements also run as named prepared statements (pglite-named-statements.ts), in
 * and out of its transactions: each text is parsed once per instance instead of every time.
 */
export function pgliteForDrizzle(client: PGlite): { drizzleClient: PGlite; dateParsers: Parsers } {
  const dateParsers: Parsers = {};
  const textParsers: Parsers = {};
  for (const type of TEXT_TYPES) {
    const own = client.parsers[type];
    if (own) dateParsers[type] = own;
    textParsers[type] = (value: string) => value;
  }
  Object.assign(client.parsers, textParsers);
  const named = new NamedStatements(client);
  // drizzle's PGlite session calls only these two.
  const drizzleClient = {
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      named.query(text, params, withoutParsers(options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) =>
        callback(
          Object.assign(Object.create(tx) as Transaction, {
            query: (text: string, params?: unknown[], options?: QueryOptions) => {
              if (tx.closed) throw new Error('Transaction is closed');
              return named.queryInTransaction(text, params, withoutParsers(options));
            },
          }),
        ),
      ),
  };
  return { drizzleClient: drizzleClient as unknown as PGlite, dateParsers };
}
