/// <reference lib="webworker" />
/**
 * A minimal service worker so Web Push works on its own; the PWA's service worker replaces
 * this file and imports './sw-push' the same way.
 */
import './sw-push';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
