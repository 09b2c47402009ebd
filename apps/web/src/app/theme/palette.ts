import type { PaletteMode, PaletteOptions } from '@mui/material/styles';
import { DARK_TEXT, readableShade } from '@/lib/readable-shade';
import { PRESETS, type PresetName } from './presets';

declare module '@mui/material/styles' {
  interface Palette {
    /** The preset's own colour, unaltered: logo, progress bars, decoration. Never small text. */
    brand: string;
  }
  interface PaletteOptions {
    brand?: string;
  }
}

function tone(colours: { light: string; main: string; dark: string }, mode: PaletteMode) {
  const main = readableShade(colours.main, mode);
  return mode === 'dark'
    ? { light: colours.light, main, dark: colours.main, contrastText: DARK_TEXT }
    : { light: colours.light, main, dark: readableShade(colours.dark, mode), contrastText: '#FFFFFF' };
}

/** A cool neutral scale: greys with a touch of blue read calmer than MUI's default grey. */
export const NEUTRAL = {
  50: '#F8F9FA',
  100: '#F3F4F6',
  200: '#E5E7EB',
  300: '#D2D6DB',
  400: '#9DA4AE',
  500: '#6C737F',
  600: '#4D5761',
  700: '#2F3746',
  800: '#1C2536',
  900: '#111927',
} as const;

const STATUS = {
  success: { light: '#3FC79A', main: '#10B981', dark: '#0B815A', contrastText: '#FFFFFF' },
  info: { light: '#CFF9FE', main: '#06AED4', dark: '#0E7090', contrastText: '#FFFFFF' },
  warning: { light: '#FEF0C7', main: '#F79009', dark: '#B54708', contrastText: '#FFFFFF' },
  error: { light: '#FEE4E2', main: '#F04438', dark: '#B42318', contrastText: '#FFFFFF' },
};

export function createPalette(mode: PaletteMode, preset: PresetName): PaletteOptions {
  const colours = PRESETS[preset];
  // Text, links, chips and buttons use AA shades of the preset; `brand` keeps the preset itself.
  const primary = tone(colours, mode);
  const status = {
    success: tone(STATUS.success, mode),
    info: tone(STATUS.info, mode),
    warning: tone(STATUS.warning, mode),
    error: tone(STATUS.error, mode),
  };
  const grey = { ...NEUTRAL };

  if (mode === 'dark') {
    return {
      mode,
      primary,
      brand: colours.main,
      ...status,
      grey,
      background: { default: '#0B0F19', paper: '#111827' },
      text: { primary: '#EDF2F7', secondary: '#A0AEC0', disabled: 'rgba(237, 242, 247, 0.38)' },
      divider: '#2D3748',
      action: {
        active: NEUTRAL[400],
        hover: 'rgba(255, 255, 255, 0.05)',
        selected: 'rgba(255, 255, 255, 0.09)',
        disabledBackground: 'rgba(255, 255, 255, 0.12)',
        disabled: 'rgba(255, 255, 255, 0.38)',
        focus: 'rgba(255, 255, 255, 0.14)',
      },
    };
  }

  return {
    mode,
    primary,
    brand: colours.main,
    ...status,
    grey,
    background: { default: '#F6F7FB', paper: '#FFFFFF' },
    // #6C737F (neutral 500) misses AA on the page background (4.46:1); a step darker passes.
    text: { primary: NEUTRAL[900], secondary: '#5D6470', disabled: 'rgba(17, 25, 39, 0.38)' },
    divider: NEUTRAL[200],
    action: {
      // Icons and toggle buttons take this colour as text: AA on the page background.
      active: '#5D6470',
      hover: 'rgba(17, 25, 39, 0.04)',
      selected: 'rgba(17, 25, 39, 0.08)',
      disabledBackground: 'rgba(17, 25, 39, 0.12)',
      disabled: 'rgba(17, 25, 39, 0.38)',
      focus: 'rgba(17, 25, 39, 0.12)',
    },
  };
}
