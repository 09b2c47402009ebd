import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFullScreenDialog } from './use-full-screen-dialog';

/** A window as wide as `width`, answering MUI's min-/max-width queries as a browser would. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFullScreenDialog', () => {
  it('fills the screen on a phone, and not on a tablet or a desktop', () => {
    windowOf(390);
    expect(renderHook(() => useFullScreenDialog()).result.current).toBe(true);

    for (const width of [600, 1280]) {
      windowOf(width);
      expect(renderHook(() => useFullScreenDialog()).result.current).toBe(false);
    }
  });
});
