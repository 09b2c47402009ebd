/// <reference lib="webworker" />
/**
 * The service worker's part of Web Push: show what the server pushed, and open (or focus) the
 * notification's link when it is clicked. Imported by the app's service worker.
 */
import type { PushPayload } from '@tsa/shared';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('push', (event) => {
  const payload = (event.data?.json() ?? null) as PushPayload | null;
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/favicon.svg',
      data: { link: payload.link ?? '/', actions: payload.actions ?? [] },
      // Buttons where the browser shows them (Chrome, Edge on Android and desktop); elsewhere a tap opens the link.
      ...(payload.actions?.length ? { actions: payload.actions.map(({ action, title }) => ({ action, title })) } : {}),
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: string; actions?: { action: string; link: string }[] } | null;
  const chosen = event.action ? data?.actions?.find((action) => action.action === event.action)?.link : undefined;
  const link = new URL(chosen ?? data?.link ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(link);
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
