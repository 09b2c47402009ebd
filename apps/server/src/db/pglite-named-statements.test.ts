import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedCopy } from '../test/test-database';
import { NamedStatements } from './pglite-named-statements';

// The embedded database's statements as named prepared statements: same answers and errors as
// PGlite's own `query`, each text parsed once.
// PGlite's own code: run once, on the embedded project.
describe.skipIf(process.env.TEST_DB === 'postgres')('named statements on PGlite', () => {
  const clients: PGlite[] = [];
  afterAll(async () => {
    for (const client of clients) await client.close();
  });

  async function opened(capacity?: number) {
    const client = await openEmbeddedCopy();
    clients.push(client);
    await client.exec('create table people (id int primary key, name text not null)');
    return { client, named: new NamedStatements(client, capacity) };
  }

  const preparedCount = async (client: PGlite) =>
    (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  it('answers what PGlite.query answers, parameters and types alike', async () => {
    const { client, named } = await opened();
    const text =
      'select $1::jsonb as j, $2::int[] as a, $3::timestamptz as t, $4::text as n, $5::bool as b, $6::numeric as m';
    const params = [{ ví: 'dụ', n: [1, 2] }, [3, 4], new Date('2026-11-27T03:04:05.678Z'), null, true, '12.50'];
    const ours = await named.query(text, params);
    const theirs = await client.query(text, params);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    const asArrays = await named.query(text, params, { rowMode: 'array' });
    expect(asArrays.rows).toEqual((await client.query(text, params, { rowMode: 'array' })).rows);
  });

  it('parses each text once and reuses it, with other parameters each time', async () => {
    const { client, named } = await opened();
    const insert = 'insert into people (id, name) values ($1, $2) returning id, name';
    for (let id = 1; id <= 5; id++) {
      expect((await named.query(insert, [id, `Người ${id}`])).rows).toEqual([{ id, name: `Người ${id}` }]);
    }
    expect((await named.query('update people set name = $1 where id > $2', ['Ai đó', 3])).affectedRows).toBe(2);
    expect(await preparedCount(client)).toBe(2);
  });

  it('throws PostgreSQL errors with their code and the statement (not its values), and goes on after them', async () => {
    const { named } = await opened();
    const insert = 'insert into people (id, name) values ($1, $2)';
    await named.query(insert, [1, 'An']);
    const error = await named.query(insert, [1, 'Bình']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: insert });
    expect(error).not.toHaveProperty('params');
    await expect(named.query('select nothing from nowhere')).rejects.toMatchObject({ code: '42P01' });
    await named.query(insert, [2, 'Bình']);
    expect((await named.query('select name from people order by id')).rows).toEqual([{ name: 'An' }, { name: 'Bình' }]);
  });

  it('runs inside a transaction, whose failure takes its statements back', async () => {
    const { client, named } = await opened();
    const insert = 'insert into people (id, name) values ($1, $2)';
    await client.transaction(async () => {
      await named.queryInTransaction(insert, [1, 'An']);
      await named.queryInTransaction(insert, [2, 'Bình']);
    });
    await expect(
      client.transaction(async () => {
        await named.queryInTransaction(insert, [3, 'Châu']);
        await named.queryInTransaction(insert, [1, 'An lần hai']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await named.query('select id from people order by id', [], { rowMode: 'array' })).rows).toEqual([[1], [2]]);
  });

  it('parses a statement again once the table under it has changed', async () => {
    const { client, named } = await opened();
    await named.query('insert into people (id, name) values ($1, $2)', [1, 'An']);
    expect((await named.query('select * from people')).rows).toEqual([{ id: 1, name: 'An' }]);
    await client.exec("alter table people add column room text not null default 'A1-101'");
    expect((await named.query('select * from people')).rows).toEqual([{ id: 1, name: 'An', room: 'A1-101' }]);
  });

  it('keeps at most its capacity of statements, closing the oldest', async () => {
    const { client, named } = await opened(2);
    for (const id of [1, 2, 3]) await named.query(`select ${id} as n`);
    expect(await preparedCount(client)).toBe(2);
    expect((await named.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    expect(await preparedCount(client)).toBe(2);
  });
});
