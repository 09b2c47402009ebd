import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  it('runs a call alone at once, and gathers the calls made meanwhile into the next round, in order', async () => {
    const rounds: number[][] = [];
    const double = coalesce(async (keys: number[]) => {
      rounds.push(keys);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return keys.map((key) => key * 2);
    });
    const first = double(1);
    const rest = [2, 3, 4].map((key) => double(key));
    expect(await first).toBe(2);
    expect(await Promise.all(rest)).toEqual([4, 6, 8]);
    expect(rounds).toEqual([[1], [2, 3, 4]]);
    // Idle again: the next call runs on its own.
    expect(await double(5)).toBe(10);
    expect(rounds.at(-1)).toEqual([5]);
  });

  it('fails every call of a failed round, and the calls of the next round not', async () => {
    const lookup = coalesce(async (keys: string[]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (keys.includes('bad')) throw new Error('database down');
      return keys.map((key) => key.toUpperCase());
    });
    const alone = lookup('a');
    const together = [lookup('bad'), lookup('b')];
    expect(await alone).toBe('A');
    await expect(together[0]).rejects.toThrow('database down');
    await expect(together[1]).rejects.toThrow('database down');
    expect(await lookup('c')).toBe('C');
  });
});
