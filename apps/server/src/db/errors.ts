/** What the database's failures say, on both drivers, whether drizzle wrapped them (`cause`) or not. */

/**
 * The database gave no answer to a statement: its thread stopped or was closed, or the statement
 * waited past its timeout (pglite-thread.ts). It says nothing about the statement's values, so
 * whoever runs statements for several callers at once (lib/coalesce.ts) fails them all with it
 * rather than trying each caller's part again, which would only wait again.
 */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

function* causes(error: unknown): Generator<object> {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) yield e;
}

export const isNoAnswer = (error: unknown) => [...causes(error)].some((e) => e instanceof NoAnswerError);

/** The database refused the statement with this SQLSTATE (`23505` unique, `23503` foreign key…). */
export const hasSqlState = (error: unknown, state: string) =>
  [...causes(error)].some((e) => (e as { code?: unknown }).code === state);

/** A row names another that is gone: here, mostly a user deleted while their request was on its way. */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, '23503');
