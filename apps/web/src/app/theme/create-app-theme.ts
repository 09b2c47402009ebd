import { viVN } from '@mui/material/locale';
import { createTheme, responsiveFontSizes, type PaletteMode, type Theme } from '@mui/material/styles';
import { createComponents } from './components';
import { createPalette } from './palette';
import type { PresetName } from './presets';

export const FONT_FAMILY =
  '"Be Vietnam Pro", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export interface ThemeOptions {
  mode: PaletteMode;
  preset: PresetName;
}

export function createAppTheme({ mode, preset }: ThemeOptions): Theme {
  const base = createTheme({
    palette: createPalette(mode, preset),
    shape: { borderRadius: 8 },
    // Vietnamese stacks diacritics above capitals (Ệ, Ữ): headings need more line height.
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '3.25rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.02em' },
      h2: { fontSize: '2.75rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h3: { fontSize: '2.125rem', fontWeight: 700, lineHeight: 1.3 },
      h4: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.35 },
      h5: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.4 },
      h6: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.45 },
      subtitle1: { fontWeight: 500, lineHeight: 1.6 },
      subtitle2: { fontWeight: 600, lineHeight: 1.6 },
      body1: { lineHeight: 1.65 },
      body2: { lineHeight: 1.6 },
      button: { fontWeight: 600 },
      overline: { fontWeight: 600, letterSpacing: '0.08em', lineHeight: 2 },
    },
  });
  // MUI's own words (pagination, autocomplete, alerts, table pagination) in Vietnamese, for
  // eyes and screen readers; the date pickers get theirs where they are loaded.
  const theme = createTheme(base, { components: createComponents(base) }, viVN);
  return responsiveFontSizes(theme, { factor: 2.2 });
}
