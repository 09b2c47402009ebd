import { alpha, darken, decomposeColor, getContrastRatio, lighten, type PaletteMode } from '@mui/material/styles';

/** WCAG AA for normal text, plus a little room for the tints chips and hovers lay under it. */
const AA = 4.5;
const LIGHT_SURFACES = ['#FFFFFF', '#EDEEF3'];
// The dark cards, and the tint a selected item lays under its text (16–20% of the colour).
const DARK_SURFACES = ['#111827', '#1C2536', '#1D2F52'];
export const DARK_TEXT = '#0B0F19';
// A selected table row that is also hovered: 12% of the primary over the card.
const LIGHT_SELECTED_ROW = '#E5ECFB';
const DARK_SELECTED_ROW = '#1A2844';

/** Darkens (light mode) or lightens (dark mode) `colour` in 2 % steps until `passes`. */
function nearestShade(colour: string, mode: PaletteMode, passes: (shade: string) => boolean): string {
  for (let step = 0; step <= 50; step += 1) {
    const shade = mode === 'dark' ? lighten(colour, step / 50) : darken(colour, step / 50);
    if (passes(shade)) return shade;
  }
  return mode === 'dark' ? '#FFFFFF' : '#000000';
}

/**
 * The nearest shade of `colour` that reads as text on every surface of the mode, and under
 * which the mode's button text (white in light, near-black in dark) reads too. Light mode
 * darkens, dark mode lightens, in small steps so the hue stays recognisably the preset's.
 */
export function readableShade(colour: string, mode: PaletteMode): string {
  const surfaces = mode === 'dark' ? DARK_SURFACES : LIGHT_SURFACES;
  const onIt = mode === 'dark' ? DARK_TEXT : '#FFFFFF';
  return nearestShade(
    colour,
    mode,
    (shade) =>
      getContrastRatio(shade, onIt) >= AA && surfaces.every((surface) => getContrastRatio(shade, surface) >= AA + 0.1),
  );
}

/** `overlay` at `opacity` over the opaque `surface`, as the browser paints it. */
function over(surface: string, overlay: string, opacity: number): string {
  const [r, g, b] = decomposeColor(surface).values;
  const [or, og, ob] = decomposeColor(overlay).values;
  const mix = (base: number, top: number) => Math.round(base * (1 - opacity) + top * opacity);
  return `rgb(${mix(r, or)}, ${mix(g, og)}, ${mix(b, ob)})`;
}

/**
 * A soft status chip: a tint of `colour` and, on it, the nearest shade of `colour` that reads
 * wherever the chip sits: on a card, on the page, or in a selected (and hovered) table row.
 */
export function softChipColours(colour: string, mode: PaletteMode): { color: string; bgcolor: string } {
  const opacity = mode === 'dark' ? 0.2 : 0.12;
  const surfaces = mode === 'dark' ? [...DARK_SURFACES, DARK_SELECTED_ROW] : [...LIGHT_SURFACES, LIGHT_SELECTED_ROW];
  const tints = surfaces.map((surface) => over(surface, colour, opacity));
  const start = mode === 'dark' ? lighten(colour, 0.35) : colour;
  return {
    color: nearestShade(start, mode, (shade) => tints.every((tint) => getContrastRatio(shade, tint) >= AA + 0.1)),
    bgcolor: alpha(colour, opacity),
  };
}
