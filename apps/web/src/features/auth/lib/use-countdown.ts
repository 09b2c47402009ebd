import { useEffect, useState } from 'react';

function secondsUntil(at: number): number {
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Whole seconds left until `at` (ms since epoch), ticking down to 0. Worked out on every render,
 * so a new `at` shows in the same render as what set it (a "wait 42 seconds" message), not one
 * effect later with the button still enabled; the interval only asks for the next render.
 */
export function useCountdown(at: number): number {
  const [, tick] = useState(0);
  useEffect(() => {
    if (secondsUntil(at) === 0) return;
    const timer = window.setInterval(() => {
      tick((count) => count + 1);
      if (secondsUntil(at) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return secondsUntil(at);
}
