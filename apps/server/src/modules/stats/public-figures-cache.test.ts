import type { PublicFigures } from '@tsa/shared';
import { describe, expect, it } from 'vitest';
import { createPublicFiguresCache, PUBLIC_FIGURES_TTL_MS } from './public-figures-cache';

const T0 = new Date('2026-11-21T08:00:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);
const figures = (ordersCompleted: number): PublicFigures => ({
  ordersCompleted,
  studentsServed: 3,
  averageTurnaroundHours: 24.1,
});

/** A reading that counts one more completed order each time, and the moments it was asked for. */
function counter() {
  const asked: Date[] = [];
  const read = async (now: Date) => {
    asked.push(now);
    return figures(20 + asked.length - 1);
  };
  return { asked, read };
}

describe('the public figures kept for a minute', () => {
  it('reads once a minute, whatever the number of calls', async () => {
    const { asked, read } = counter();
    const cache = createPublicFiguresCache(read);
    expect(await cache.get(T0)).toEqual(figures(20));
    expect(await cache.get(after(1_000))).toEqual(figures(20));
    expect(await cache.get(after(PUBLIC_FIGURES_TTL_MS - 1))).toEqual(figures(20));
    expect(await cache.get(after(PUBLIC_FIGURES_TTL_MS))).toEqual(figures(21));
    expect(await cache.get(after(PUBLIC_FIGURES_TTL_MS + 30_000))).toEqual(figures(21));
    expect(asked).toEqual([T0, after(PUBLIC_FIGURES_TTL_MS)]);
  });

  it('shares one reading among callers at the same moment', async () => {
    const { asked, read } = counter();
    const cache = createPublicFiguresCache(read);
    const answers = await Promise.all([cache.get(T0), cache.get(T0), cache.get(after(5))]);
    expect(answers).toEqual([figures(20), figures(20), figures(20)]);
    expect(asked).toHaveLength(1);
  });

  it('reads again after being cleared, or when the clock goes back', async () => {
    const { asked, read } = counter();
    const cache = createPublicFiguresCache(read);
    await cache.get(T0);
    cache.clear();
    expect(await cache.get(after(1_000))).toEqual(figures(21));
    expect(await cache.get(after(-1_000))).toEqual(figures(22));
    expect(asked).toHaveLength(3);
  });

  it('keeps no failure: the next call tries again', async () => {
    let calls = 0;
    const cache = createPublicFiguresCache(async () => {
      calls += 1;
      if (calls === 1) throw new Error('mất kết nối');
      return figures(20);
    });
    await expect(cache.get(T0)).rejects.toThrow('mất kết nối');
    expect(await cache.get(after(1))).toEqual(figures(20));
    expect(calls).toBe(2);
  });
});
