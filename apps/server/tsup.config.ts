import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    migrate: 'src/migrate.ts',
    backup: 'src/backup.ts',
    restore: 'src/restore.ts',
    // The embedded database's thread, loaded by db/pglite-thread.ts from beside the server.
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The shared workspace package is TypeScript source: bundle it; keep real npm packages external.
  noExternal: ['@tsa/shared'],
  // Only the TypeScript sources bundle the database thread with it (db/pglite-worker-from-source.ts).
  external: ['esbuild'],
});
