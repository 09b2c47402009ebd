import type { Db } from './client';

/**
 * What a repository function needs to run its queries: the database or an open transaction.
 * Services pass their transaction down so a change, its history and its notifications commit
 * together.
 */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Anything that is not a uuid is simply not found (the database would refuse to compare it). */
export const isUuid = (id: string) => UUID.test(id);
