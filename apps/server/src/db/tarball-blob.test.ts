import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { embeddedTarball } from '../test/test-database';
import { TarballBlob } from './tarball-blob';

describe.skipIf(process.env.TEST_DB === 'postgres')('TarballBlob', () => {
  it('opens PGlite on the template it holds, without copying the bytes', async () => {
    const bytes = (await embeddedTarball()).buffer;
    const blob = new TarballBlob(bytes);
    expect(await blob.arrayBuffer()).toBe(bytes);
    const client = await PGlite.create({ loadDataDir: blob });
    try {
      // The template is migrated: its tables are there.
      const { rows } = await client.query<{ orders: string | null }>(`select to_regclass('orders')::text as orders`);
      expect(rows[0]!.orders).toBe('orders');
    } finally {
      await client.close();
    }
  });

  it('refuses to be read any other way than PGlite reads it, instead of reading as empty', () => {
    const blob = new TarballBlob(new ArrayBuffer(8));
    expect(() => blob.text()).toThrow(/only arrayBuffer/);
    expect(() => blob.stream()).toThrow(/only arrayBuffer/);
    expect(() => blob.slice()).toThrow(/only arrayBuffer/);
  });
});
