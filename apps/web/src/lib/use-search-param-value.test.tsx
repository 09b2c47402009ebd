import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamValue, type SearchParamValueOptions } from './use-search-param-value';

function setup(path: string, options?: SearchParamValueOptions) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useSearchParamValue('id', options), { wrapper });
  return {
    value: () => hook.result.current[0],
    set: (value: string | null) => act(() => hook.result.current[1](value)),
    search: () => router.state.location.search,
    action: () => router.state.historyAction,
    keepsScroll: () => router.state.preventScrollReset,
    back: () => act(() => router.navigate(-1)),
  };
}

describe('useSearchParamValue', () => {
  it('reads the parameter, null when absent', () => {
    expect(setup('/list?id=a1').value()).toBe('a1');
    expect(setup('/list?page=2').value()).toBeNull();
  });

  it('sets and removes the parameter, keeping the others, each as a new history entry', async () => {
    const url = setup('/list?status=OPEN&page=2');
    url.set('a1');
    expect(url.search()).toBe('?status=OPEN&page=2&id=a1');
    expect(url.value()).toBe('a1');
    expect(url.action()).toBe('PUSH');

    url.set('b2');
    expect(url.search()).toBe('?status=OPEN&page=2&id=b2');

    url.set(null);
    expect(url.search()).toBe('?status=OPEN&page=2');
    expect(url.value()).toBeNull();
    expect(url.action()).toBe('PUSH');

    await url.back();
    expect(url.value()).toBe('b2');
  });

  it('treats an empty value as clearing', () => {
    const url = setup('/list?id=a1&page=3');
    url.set('');
    expect(url.search()).toBe('?page=3');
  });

  it('with replaceOnClear, closing replaces the entry that opened it and opening still pushes', async () => {
    const url = setup('/list?page=2', { replaceOnClear: true });
    url.set('a1');
    expect(url.action()).toBe('PUSH');

    url.set(null);
    expect(url.action()).toBe('REPLACE');
    expect(url.search()).toBe('?page=2');

    // Back skips the closed detail: the entry before it was the list itself.
    await url.back();
    expect(url.search()).toBe('?page=2');
    expect(url.value()).toBeNull();
  });

  it('keeps the scroll position only when asked', () => {
    const plain = setup('/list');
    plain.set('a1');
    expect(plain.keepsScroll()).toBe(false);

    const kept = setup('/list', { preventScrollReset: true });
    kept.set('a1');
    expect(kept.keepsScroll()).toBe(true);
    kept.set(null);
    expect(kept.keepsScroll()).toBe(true);
  });
});
