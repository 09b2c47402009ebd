import { describe, expect, it } from 'vitest';
import { NoAnswerError } from '../db/errors';
import { coalesce } from './coalesce';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('coalesce', () => {
  it('runs a call alone at once, and gathers the calls made meanwhile into the next round, in order', async () => {
    const rounds: number[][] = [];
    const double = coalesce(async (keys: number[]) => {
      rounds.push(keys);
      await tick();
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

  it('fails only the caller whose key fails alone: a failed round is run again one key at a time', async () => {
    const rounds: string[][] = [];
    const lookup = coalesce(async (keys: string[]) => {
      rounds.push(keys);
      await tick();
      if (keys.includes('gone')) throw Object.assign(new Error('foreign key'), { code: '23503' });
      return keys.map((key) => key.toUpperCase());
    });
    const alone = lookup('a');
    const together = ['b', 'gone', 'c'].map((key) => lookup(key));
    // Made while the keys are tried one by one: they wait for the next round, not for each other.
    await tick();
    const later = ['d', 'e'].map((key) => lookup(key));
    const settled = await Promise.allSettled([alone, ...together, ...later]);
    expect(settled.map((result) => (result.status === 'fulfilled' ? result.value : 'refused'))).toEqual([
      'A',
      'B',
      'refused',
      'C',
      'D',
      'E',
    ]);
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ code: '23503' });
    expect(rounds).toEqual([['a'], ['b', 'gone', 'c'], ['b'], ['gone'], ['c'], ['d', 'e']]);
  });

  it('fails every caller at once when the database gave no answer, without trying each key again', async () => {
    const rounds: string[][] = [];
    const lookup = coalesce(async (keys: string[]) => {
      rounds.push(keys);
      await tick();
      // The first round is answered, then the database stops answering.
      if (rounds.length > 1) throw new Error('query failed', { cause: new NoAnswerError('no answer within 30 s') });
      return keys;
    });
    const first = lookup('a');
    const together = ['b', 'c', 'd'].map((key) => lookup(key));
    expect(await first).toBe('a');
    const settled = await Promise.allSettled(together);
    expect(settled.map((result) => result.status === 'rejected' && String(result.reason))).toEqual(
      together.map(() => 'Error: query failed'),
    );
    expect(rounds).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('stops trying keys one by one once the database stops answering: the rest get that error', async () => {
    const rounds: string[][] = [];
    const lookup = coalesce(async (keys: string[]) => {
      rounds.push(keys);
      await tick();
      if (keys.includes('gone')) throw new Error('foreign key');
      if (rounds.length > 3) throw new NoAnswerError('stopped');
      return keys;
    });
    const first = lookup('a');
    const together = ['b', 'gone', 'c', 'd'].map((key) => lookup(key));
    expect(await first).toBe('a');
    const settled = await Promise.allSettled(together);
    expect(settled.map((result) => (result.status === 'fulfilled' ? result.value : String(result.reason)))).toEqual([
      'b',
      'Error: foreign key',
      'NoAnswerError: stopped',
      'NoAnswerError: stopped',
    ]);
    expect(rounds).toEqual([['a'], ['b', 'gone', 'c', 'd'], ['b'], ['gone'], ['c']]);
  });
});
