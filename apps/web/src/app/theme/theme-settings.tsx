import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type PaletteMode } from '@mui/material/styles';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createAppTheme } from './create-app-theme';
import { DEFAULT_PRESET, type PresetName } from './presets';
import { DEFAULT_MODE, readMode, readPreset, reflectOnDocument, saveMode, savePreset } from './theme-storage';

export interface ThemeSettings {
  mode: PaletteMode;
  preset: PresetName;
  setMode: (mode: PaletteMode) => void;
  toggleMode: () => void;
  setPreset: (preset: PresetName) => void;
  /** Back to light mode and the blue preset. */
  reset: () => void;
}

const ThemeSettingsContext = createContext<ThemeSettings | null>(null);

/** Owns the light/dark mode and the colour preset, remembers them, and themes the app with them. */
export function ThemeSettingsProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<PaletteMode>(readMode);
  const [preset, setPresetState] = useState<PresetName>(readPreset);
  const theme = useMemo(() => createAppTheme({ mode, preset }), [mode, preset]);

  useEffect(() => {
    reflectOnDocument(mode, preset, theme.palette.background.default);
  }, [mode, preset, theme]);

  const setMode = useCallback((next: PaletteMode) => {
    saveMode(next);
    setModeState(next);
  }, []);
  const setPreset = useCallback((next: PresetName) => {
    savePreset(next);
    setPresetState(next);
  }, []);

  const value = useMemo<ThemeSettings>(
    () => ({
      mode,
      preset,
      setMode,
      setPreset,
      toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark'),
      reset: () => {
        setMode(DEFAULT_MODE);
        setPreset(DEFAULT_PRESET);
      },
    }),
    [mode, preset, setMode, setPreset],
  );

  return (
    <ThemeSettingsContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeSettingsContext.Provider>
  );
}

export function useThemeSettings(): ThemeSettings {
  const settings = useContext(ThemeSettingsContext);
  if (!settings) throw new Error('useThemeSettings must be used inside <ThemeSettingsProvider>');
  return settings;
}
