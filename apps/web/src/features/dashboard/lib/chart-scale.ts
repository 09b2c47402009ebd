/**
 * The arithmetic of the dashboard's drawings: round axis steps, which labels of a crowded axis
 * to print, and the outline of a donut's slice. Pure functions, so they are tested on their own.
 */

/**
 * Ticks for an axis from 0 that reaches at least `max`, about `count` steps of 1, 2 or 5 × 10ⁿ.
 * Counts of orders are whole numbers, so a step is never below `minStep`.
 */
export function niceTicks(max: number, count = 4, minStep = 1): number[] {
  if (!(max > 0)) return [0, minStep];
  const raw = Math.max(max / count, minStep);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) {
    ticks.push(value);
    if (value >= max) break;
  }
  return ticks;
}

/** Print one label in `every` so that labels `labelWidth` wide never overlap on `width` pixels. */
export function labelEvery(count: number, width: number, labelWidth: number): number {
  if (count <= 0 || width <= 0) return 1;
  return Math.max(1, Math.ceil((count * labelWidth) / width));
}

/**
 * An SVG path for the ring between radii `inner` and `outer`, from angle `start` to `end`
 * (radians, clockwise from twelve o'clock), centred on (`cx`, `cy`).
 */
export function ringSlice(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  const point = (radius: number, angle: number) =>
    `${(cx + radius * Math.sin(angle)).toFixed(2)} ${(cy - radius * Math.cos(angle)).toFixed(2)}`;
  if (end - start >= Math.PI * 2 - 1e-9) {
    // One arc from a point back to itself draws nothing: a whole ring is two half circles per
    // edge, the inner one cut out (drawn with fill-rule evenodd).
    const circle = (radius: number) =>
      `M ${point(radius, 0)} A ${radius} ${radius} 0 1 1 ${point(radius, Math.PI)} ` +
      `A ${radius} ${radius} 0 1 1 ${point(radius, 0)} Z`;
    return `${circle(outer)} ${circle(inner)}`;
  }
  const large = end - start > Math.PI ? 1 : 0;
  return (
    `M ${point(outer, start)} A ${outer} ${outer} 0 ${large} 1 ${point(outer, end)} ` +
    `L ${point(inner, end)} A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)} Z`
  );
}
