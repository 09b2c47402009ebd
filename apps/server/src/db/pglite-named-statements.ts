import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** PGlite's serialisation helpers and locks, public in its JavaScript but not in its types. */
interface PGliteInternals {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface Statement {
  name: string;
  /** The parameters' type ids, as the server inferred them when it parsed the statement. */
  parameterTypes: number[];
}

/** Errors after which the statement is parsed again: its plan or the statement itself is gone. */
const STALE_STATEMENT = new Set([
  '0A000', // cached plan must not change result type (a table changed under it)
  '26000', // prepared statement does not exist
]);

/** Enough for every statement the app writes; raw statements with literals churn past it. */
const DEFAULT_CAPACITY = 2000;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs statements on PGlite as named prepared statements: each distinct SQL text is parsed
 * (and, after a few runs, planned) once per instance, and every later run is one call into
 * the database (Bind, Describe, Execute, Sync together). `PGlite.query` parses, describes and
 * plans the text again every time, in six calls: twice the cost of a short statement, which is
 * what a burst of order placements is made of (bench/RESULTS.md, issue #16).
 *
 * Same answers and errors as `PGlite.query`: the parameters go through the instance's
 * serialisers by the types the server inferred, the rows through its parsers; an error carries
 * its statement's text but not its parameters.
 */
export class NamedStatements {
  private readonly statements = new Map<string, Statement>();
  private readonly internals: PGliteInternals;
  private nextId = 0;
  /** Statements dropped from the map, closed with the next message sent. */
  private closing: Uint8Array[] = [];

  constructor(
    private readonly client: PGlite,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {
    this.internals = client as unknown as PGliteInternals;
  }

  /** A statement on its own, like `PGlite.query`: waits for any transaction to end. */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.internals._runExclusiveTransaction(() =>
      this.internals._runExclusiveQuery(() => this.run<T>(text, params, options, false)),
    );
  }

  /** A statement inside the transaction the caller holds (PGlite's `transaction` callback). */
  queryInTransaction<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.internals._runExclusiveQuery(() => this.run<T>(text, params, options, true));
  }

  private async run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    retried = false,
  ): Promise<Results<T>> {
    try {
      const statement = this.statements.get(text) ?? (await this.prepare(text));
      const values = params.map((param, index) => this.serialised(param, statement.parameterTypes[index]!, options));
      const messages = await this.client.execProtocolStream(
        concat([
          ...this.takeClosing(),
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        // On its own, the statement is committed: its writes go to the files before it answers.
        { syncToFs: !inTransaction },
      );
      return parse.parseResults(messages, this.client.parsers, options)[0] as Results<T>;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // Inside a transaction the error has aborted it: the caller's retry starts a new one.
      if (code && STALE_STATEMENT.has(code) && this.forget(text) && !inTransaction && !retried) {
        return this.run(text, params, options, inTransaction, true);
      }
      // The statement's text helps whoever reads the log; its parameters (a password's hash, a
      // token) stay out of it, as with node-postgres.
      if (error && typeof error === 'object') Object.assign(error, { query: text });
      throw error;
    }
  }

  private async prepare(text: string): Promise<Statement> {
    const name = `tsa_${++this.nextId}`;
    const messages = await this.client.execProtocolStream(
      concat([
        ...this.takeClosing(),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    if (this.statements.size >= this.capacity) this.forget(this.statements.keys().next().value!);
    this.statements.set(text, statement);
    return statement;
  }

  private forget(text: string): boolean {
    const statement = this.statements.get(text);
    if (!statement) return false;
    this.statements.delete(text);
    this.closing.push(serialize.close({ type: 'S', name: statement.name }));
    return true;
  }

  private takeClosing(): Uint8Array[] {
    const closing = this.closing;
    this.closing = [];
    return closing;
  }

  private serialised(param: unknown, type: number, options: QueryOptions | undefined): string | null {
    if (param === null || param === undefined) return null;
    const serialise = options?.serializers?.[type] ?? this.client.serializers[type];
    return serialise ? (serialise(param) as string) : String(param);
  }
}
