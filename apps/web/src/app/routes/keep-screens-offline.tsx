import { useEffect } from 'react';

type ScreenCode = () => Promise<unknown>;

/** Waits for a quiet moment, so the screen on display gets the network and the CPU first. */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1000);
  return () => clearTimeout(handle);
}

/**
 * Fetches the code of every screen of an area once a signed-in member of it has opened one, so
 * the others open in a dead spot too: the browser and the service worker keep hashed chunks
 * (decision 038). Rendered inside the area's role guard, a student never downloads staff code.
 */
export function KeepScreensOffline({ screens }: { screens: readonly ScreenCode[] }) {
  useEffect(() => {
    if (!navigator.onLine) return;
    return whenIdle(() => {
      // A failure only means this screen will need the network; the page itself is unaffected.
      for (const load of screens) load().catch(() => undefined);
    });
  }, [screens]);
  return null;
}
