import { describe, expect, it } from 'vitest';
import { fifoGate } from './admission';

describe('the admission gate of a burst', () => {
  it('lets in at most its limit at once and the waiting ones strictly in arrival order', async () => {
    const gate = fifoGate(2);
    const served: number[] = [];
    const inside = { now: 0, most: 0 };
    const place = async (student: number) => {
      await gate.enter();
      inside.now += 1;
      inside.most = Math.max(inside.most, inside.now);
      served.push(student);
      // Later arrivals take less time: without the gate they would overtake the first ones.
      await new Promise((resolve) => setTimeout(resolve, 12 - student));
      inside.now -= 1;
      gate.leave();
    };
    await Promise.all(Array.from({ length: 10 }, (_, student) => place(student)));
    expect(served).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(inside.most).toBe(2);
    expect(gate.waiting).toBe(0);
    // Freed places are reusable: the gate is back to empty.
    await gate.enter();
    await gate.enter();
    expect(gate.waiting).toBe(0);
  });
});
