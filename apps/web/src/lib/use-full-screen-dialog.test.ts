import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWindowWidth } from '@/test/window-width';
import { useFullScreenDialog } from './use-full-screen-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFullScreenDialog', () => {
  it('fills the screen on a phone, and not on a tablet or a desktop', () => {
    stubWindowWidth(390);
    expect(renderHook(() => useFullScreenDialog()).result.current).toBe(true);

    for (const width of [600, 1280]) {
      stubWindowWidth(width);
      expect(renderHook(() => useFullScreenDialog()).result.current).toBe(false);
    }
  });
});
