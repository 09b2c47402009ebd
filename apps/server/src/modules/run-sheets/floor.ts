/**
 * Walking order on a run sheet (decision 043): the floor is read from the room number — its
 * digits without the last two ("305", "A305", "P.305" → 3; "1203" → 12) — and rooms go up the
 * building floor by floor, in number order within a floor ("A2" before "A10").
 */
export function floorOf(room: string): number | null {
  const digits = /(\d+)(?!.*\d)/.exec(room.trim())?.[1];
  if (!digits || digits.length < 3) return null;
  return Number(digits.slice(0, -2));
}

const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });

/** Floors ascending (rooms without a floor last), then rooms in natural number order. */
export function compareStops(a: string, b: string): number {
  const fa = floorOf(a);
  const fb = floorOf(b);
  if (fa !== fb) {
    if (fa === null) return 1;
    if (fb === null) return -1;
    return fa - fb;
  }
  return collator.compare(a, b);
}
