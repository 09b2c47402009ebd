import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

// findBy…/waitFor: a lazily loaded page is transformed and imported on its first visit in a
// worker, which can take more than five seconds with three test files on two cores.
configure({ asyncUtilTimeout: 10_000 });

// The files of one worker share one document and Emotion's cache (isolate: false). Without a
// fresh start, every style rule of every earlier file stays in the head, and jsdom's
// getComputedStyle, behind every role query, walks all of them: 500 rules in a worker's first
// file, 4 600 fifteen files later. Each file starts with the rules it renders itself, as it
// would on its own.
beforeAll(() => {
  const { result, unmount } = renderHook(() => useEmotionCache());
  unmount();
  const cache = result.current;
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
});

// A web test fails on any console error or warning: they are bugs a user would eventually see.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} during test: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// jsdom has no layout, so scrolling (React Router's <ScrollRestoration>) is a no-op here.
window.scrollTo = () => {};
