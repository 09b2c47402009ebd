import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statsRangeProblem } from '@tsa/shared/rules';
import { parseStatsRange, useStatsRange, type StatsRangeState } from './use-stats-range';

const TODAY = '2026-03-15';
const read = (search: string) => parseStatsRange(new URLSearchParams(search), TODAY);

describe('parseStatsRange (URL → range)', () => {
  it('defaults to the 30 days up to today', () => {
    expect(read('')).toEqual({ from: '2026-02-14', to: '2026-03-15', preset: 30 });
  });

  it('reads the quick ranges, today included', () => {
    expect(read('?range=7')).toEqual({ from: '2026-03-09', to: '2026-03-15', preset: 7 });
    expect(read('?range=90')).toEqual({ from: '2025-12-16', to: '2026-03-15', preset: 90 });
  });

  it('reads two days as a custom range', () => {
    expect(read('?from=2026-01-01&to=2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31', preset: 'custom' });
    expect(read('?from=2026-01-05&to=2026-01-05&range=7')).toEqual({
      from: '2026-01-05',
      to: '2026-01-05',
      preset: 'custom',
    });
  });

  it('falls back instead of failing on a link that makes no sense', () => {
    expect(read('?range=12').preset).toBe(30);
    expect(read('?from=2026-02-30&to=2026-03-01').preset).toBe(30);
    expect(read('?from=2026-03-10&to=2026-03-01&range=7')).toEqual({ from: '2026-03-09', to: '2026-03-15', preset: 7 });
    expect(read('?from=2024-01-01&to=2026-01-01').preset).toBe(30);
    expect(read('?from=2026-01-01').preset).toBe(30);
  });
});

describe('statsRangeProblem', () => {
  it('says why the server would refuse a range, in Vietnamese', () => {
    expect(statsRangeProblem('2026-01-01', '2026-01-31')).toBeNull();
    expect(statsRangeProblem('2026-02-01', '2026-01-31')).toBe('Ngày bắt đầu phải trước ngày kết thúc');
    // 400 days from 2025-01-01 is 2026-02-05: the day before is the widest range allowed.
    expect(statsRangeProblem('2025-01-01', '2026-02-04')).toBeNull();
    expect(statsRangeProblem('2025-01-01', '2026-02-05')).toBe('Khoảng thời gian tối đa 400 ngày');
  });
});

describe('useStatsRange', () => {
  afterEach(() => vi.useRealTimers());

  function setup(path: string) {
    let router!: ReturnType<typeof createMemoryRouter>;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '/dashboard', element: children }], { initialEntries: [path] });
      return <RouterProvider router={router} />;
    };
    const hook = renderHook(() => useStatsRange(), { wrapper });
    return { hook, search: () => router.state.location.search };
  }

  it('writes the range into the URL and leaves other parameters alone', () => {
    // 23:30 UTC on the 14th is already the 15th in Ho Chi Minh City.
    vi.useFakeTimers({ now: new Date('2026-03-14T23:30:00Z'), toFake: ['Date'] });
    const { hook, search } = setup('/dashboard?tab=staff');
    const current = (): StatsRangeState => hook.result.current;
    expect(current()).toMatchObject({ from: '2026-02-14', to: '2026-03-15', preset: 30 });

    act(() => current().setPreset(7));
    expect(search()).toBe('?tab=staff&range=7');
    expect(current()).toMatchObject({ from: '2026-03-09', to: '2026-03-15', preset: 7 });

    act(() => current().setCustom('2026-01-01', '2026-01-31'));
    expect(new URLSearchParams(search()).toString()).toBe('tab=staff&from=2026-01-01&to=2026-01-31');
    expect(current()).toMatchObject({ from: '2026-01-01', to: '2026-01-31', preset: 'custom' });

    // A range the server would refuse is not written.
    act(() => current().setCustom('2026-02-01', '2026-01-01'));
    expect(current().preset).toBe('custom');
    expect(current().from).toBe('2026-01-01');

    act(() => current().setPreset(30));
    expect(search()).toBe('?tab=staff');
    expect(current().preset).toBe(30);
  });
});
