import { darken, getContrastRatio, lighten, type PaletteMode } from '@mui/material/styles';

/** WCAG AA for normal text, plus a little room for the tints chips and hovers lay under it. */
const AA = 4.5;
const LIGHT_SURFACES = ['#FFFFFF', '#EDEEF3'];
// The dark cards, and the tint a selected item lays under its text (16–20% of the colour).
const DARK_SURFACES = ['#111827', '#1C2536', '#1D2F52'];
export const DARK_TEXT = '#0B0F19';

/**
 * The nearest shade of `colour` that reads as text on every surface of the mode, and under
 * which the mode's button text (white in light, near-black in dark) reads too. Light mode
 * darkens, dark mode lightens, in small steps so the hue stays recognisably the preset's.
 */
export function readableShade(colour: string, mode: PaletteMode): string {
  const surfaces = mode === 'dark' ? DARK_SURFACES : LIGHT_SURFACES;
  const onIt = mode === 'dark' ? DARK_TEXT : '#FFFFFF';
  const passes = (shade: string) =>
    getContrastRatio(shade, onIt) >= AA && surfaces.every((surface) => getContrastRatio(shade, surface) >= AA + 0.1);
  for (let step = 0; step <= 50; step += 1) {
    const shade = mode === 'dark' ? lighten(colour, step / 50) : darken(colour, step / 50);
    if (passes(shade)) return shade;
  }
  return mode === 'dark' ? '#FFFFFF' : '#000000';
}
