import path from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePage } from './build/offline-page.ts';
import { precompress } from './build/precompress.ts';

// `ANALYZE=1 npm run build -w @tsa/web` writes dist-stats.html: where the bytes of each chunk go.
const analyze = Boolean(process.env.ANALYZE);

export default defineConfig({
  plugins: [
    react(),
    // The service worker and the web manifest (decision 013).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered from the app (app/pwa-update-prompt.tsx): the CSP forbids inline scripts.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'TSA – Giặt sấy ký túc xá',
        short_name: 'TSA',
        description: 'Dịch vụ giặt sấy tận phòng cho sinh viên ký túc xá.',
        lang: 'vi',
        dir: 'ltr',
        // "/" sends each user to their own area (student, staff, admin) or to the landing page.
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#2970FF',
        background_color: '#F6F7FB',
        categories: ['lifestyle', 'utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell only: the entry chunk and stylesheet, the page, fonts, icons, the offline
        // page. Route chunks are kept by the worker once used (a student never downloads the
        // admin's charts in the background).
        globPatterns: [
          'index.html',
          'offline.html',
          'theme-init.js',
          'favicon.svg',
          'icons/*.png',
          'assets/index-*.{js,css}',
          'assets/*.woff2',
        ],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
      },
    }),
    // offline.html, the worker's page for no network: made from index.html (one head, one overlay).
    offlinePage(),
    precompress(),
    analyze &&
      (visualizer({
        filename: 'dist-stats.html',
        gzipSize: true,
        brotliSize: true,
        template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
      }) as PluginOption),
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
