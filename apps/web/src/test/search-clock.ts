import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { SEARCH_DELAY_MS } from '@/lib/use-url-filters';

/**
 * For a test of a search's pause (`useUrlFilters`): the pause is timed by a clock the test moves
 * on at once, so "after the pause" is exact instead of a guess at a busy machine's speed, and
 * "nothing is sent before it" means something. The clock also runs on by itself, so waiting for
 * the screen works as usual. Returns the step past the pause; the file's `afterEach` goes back to
 * real timers (`vi.useRealTimers()`).
 */
export function takeTheClock(pauseMs = SEARCH_DELAY_MS) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return () => act(() => vi.advanceTimersByTimeAsync(pauseMs * 2));
}
