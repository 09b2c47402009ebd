/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
// Web Push: shows pushed notifications and opens their link when clicked.
import './sw-push';

/**
 * The service worker (decision 013). It precaches the app shell (index.html, the entry script
 * and stylesheet, the fonts, the icons, the offline page); other hashed chunks are kept once
 * used. The staff area asks for all of its screens once it is open (decision 038), so they are
 * kept before the signal drops. It never touches /api or /socket.io: every answer about a user
 * comes from the network, so one user's data is never served to another from here.
 *
 * Pages come from the network; with no network, the staff area gets the cached shell (it shows
 * the last copy of today's tasks) and every other page the Vietnamese offline page.
 *
 * A new version waits until the page's "Tải lại" prompt says SKIP_WAITING.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Hashed file names never change content, so a kept chunk is always right.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'tsa-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

const OFFLINE_SHELL_AREAS = ['/staff'];

registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch {
        const useShell = OFFLINE_SHELL_AREAS.some(
          (area) => url.pathname === area || url.pathname.startsWith(`${area}/`),
        );
        const fallback = (useShell && (await matchPrecache('/index.html'))) || (await matchPrecache('/offline.html'));
        return fallback ?? Response.error();
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/, /^\/docs(\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open page at once, so it works offline from its first visit.
clientsClaim();
