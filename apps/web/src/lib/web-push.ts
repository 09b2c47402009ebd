import type { PushSubscriptionInput } from '@tsa/shared';
import { apiRequest } from './api-client';

/**
 * This browser's Web Push: the service worker, the PushManager subscription and the server's
 * copy of it. Shared by the bell, the preferences and sign-out, so it lives outside features.
 */

/** The app's service worker (src/sw.ts, built by vite-plugin-pwa); it also shows pushes. */
const SERVICE_WORKER_URL = '/sw.js';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** How long turning push on waits for the worker to finish installing before giving up. */
const ACTIVE_WORKER_WAIT_MS = 30_000;

/**
 * The registration once its worker is active. On a first visit the worker is still installing
 * (precaching the shell) for a few seconds, and pushManager.subscribe refuses a registration
 * with no active worker ("no active Service Worker"). `ready` never settles if the install
 * fails, hence the time limit.
 */
async function registration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration('/'))) {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  }
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('service worker not active')), ACTIVE_WORKER_WAIT_MS),
    ),
  ]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The endpoint of this browser's subscription, for sign-out to remove it on the server. */
export async function currentPushEndpoint(): Promise<string | undefined> {
  try {
    return (await currentSubscription())?.endpoint;
  } catch {
    return undefined;
  }
}

/** `aGVsbG8` (base64url) → bytes, the form PushManager wants the VAPID key in. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** After signing out: this browser stops holding a subscription the server no longer knows. */
export async function dropLocalSubscription(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // Nothing to drop, or the browser refused: the server has forgotten the endpoint anyway.
  }
}

/** Asks for permission, subscribes this browser and hands the subscription to the server. */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await apiRequest<{ publicKey: string }>('GET', '/outreach/push/key');
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const body = subscription.toJSON() as PushSubscriptionInput;
  await apiRequest<null>('POST', '/outreach/push/subscriptions', { body });
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiRequest<null>('DELETE', '/outreach/push/subscriptions', { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
