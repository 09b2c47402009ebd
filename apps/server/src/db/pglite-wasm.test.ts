import { describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread';
import { compileWasm, sharedPostgresWasm } from './pglite-wasm';
import { embeddedTarball } from '../test/test-database';

describe.skipIf(process.env.TEST_DB === 'postgres')('PostgreSQL’s WASM compiled once per process', () => {
  it('is one module for every thread of the process', async () => {
    const module = await sharedPostgresWasm();
    expect(module).not.toBeNull();
    expect(await sharedPostgresWasm()).toBe(module);
  });

  it('is null when the file cannot be compiled, and a thread then opens with PGlite’s own copy', async () => {
    expect(await compileWasm(new URL('file:///nonexistent/pglite.wasm'))).toBeNull();
    expect(await compileWasm(new URL(import.meta.url))).toBeNull();
    const thread = await PgliteThread.open({ loadDataDir: (await embeddedTarball()).buffer, wasmModule: undefined });
    try {
      expect((await thread.executeSql('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    } finally {
      await thread.close();
    }
  });
});
