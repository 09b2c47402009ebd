import path from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { precompress } from './build/precompress.ts';

// `ANALYZE=1 npm run build -w @tsa/web` writes dist-stats.html: where the bytes of each chunk go.
const analyze = Boolean(process.env.ANALYZE);

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    analyze && (visualizer({ filename: 'dist-stats.html', gzipSize: true, brotliSize: true, template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap' }) as PluginOption),
  ],
  resolve: {
    // `@/…` is the app's own source, so imports say where a module lives rather than how far up it is.
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    // In development the API, Socket.IO and docs come from the server on :3000.
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for reading error reports, never referenced from the bundle nor served.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
  },
});
