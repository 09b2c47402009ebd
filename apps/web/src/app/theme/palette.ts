import type { PaletteMode, PaletteOptions } from '@mui/material/styles';
import { PRESETS, type PresetName } from './presets';

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
  const primary = { light: colours.light, main: colours.main, dark: colours.dark, contrastText: '#FFFFFF' };
  const grey = { ...NEUTRAL };

  if (mode === 'dark') {
    return {
      mode,
      primary: { ...primary, light: colours.main, main: colours.main },
      ...STATUS,
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
    ...STATUS,
    grey,
    background: { default: '#F6F7FB', paper: '#FFFFFF' },
    text: { primary: NEUTRAL[900], secondary: NEUTRAL[500], disabled: 'rgba(17, 25, 39, 0.38)' },
    divider: NEUTRAL[200],
    action: {
      active: NEUTRAL[500],
      hover: 'rgba(17, 25, 39, 0.04)',
      selected: 'rgba(17, 25, 39, 0.08)',
      disabledBackground: 'rgba(17, 25, 39, 0.12)',
      disabled: 'rgba(17, 25, 39, 0.38)',
      focus: 'rgba(17, 25, 39, 0.12)',
    },
  };
}
