import { useEffect, useEffectEvent } from 'react';

/**
 * Runs `onQueued` once an action starts waiting for the network (a mutation's `isPaused`):
 * the dialog that sent it closes, since there is nothing left to do in it but wait.
 */
export function useWhenQueued(isPaused: boolean, onQueued: () => void): void {
  const queued = useEffectEvent(onQueued);
  useEffect(() => {
    if (isPaused) queued();
  }, [isPaused]);
}
