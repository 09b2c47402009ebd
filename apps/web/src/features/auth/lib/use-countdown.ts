import { useEffect, useState } from 'react';

function secondsUntil(at: number): number {
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** Whole seconds left until `at` (ms since epoch), ticking down to 0. */
export function useCountdown(at: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(at));
  useEffect(() => {
    setSeconds(secondsUntil(at));
    const timer = window.setInterval(() => {
      const left = secondsUntil(at);
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return seconds;
}
