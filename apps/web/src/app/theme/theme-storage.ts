import type { PaletteMode } from '@mui/material/styles';
import { DEFAULT_PRESET, isPresetName, PRESETS, type PresetName } from './presets';

/** The contract's key for the mode; `public/theme-init.js` reads the same two keys. */
export const MODE_STORAGE_KEY = 'mui-mode';
export const PRESET_STORAGE_KEY = 'tsa-preset';
export const DEFAULT_MODE: PaletteMode = 'light';

// Storage can throw (private windows, blocked cookies): the theme then simply is not remembered.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not remembered, still applied
  }
}

export function readMode(): PaletteMode {
  return read(MODE_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_MODE;
}

export function readPreset(): PresetName {
  const stored = read(PRESET_STORAGE_KEY);
  return isPresetName(stored) ? stored : DEFAULT_PRESET;
}

export function saveMode(mode: PaletteMode): void {
  write(MODE_STORAGE_KEY, mode);
}

export function savePreset(preset: PresetName): void {
  write(PRESET_STORAGE_KEY, preset);
}

/**
 * Mirrors the settings on <html> for the static startup overlay of index.html (which styles
 * itself from these attributes before any script of the bundle runs) and the browser chrome.
 */
export function reflectOnDocument(mode: PaletteMode, preset: PresetName, background: string): void {
  const root = document.documentElement;
  root.dataset.tsaMode = mode;
  root.dataset.tsaPreset = preset;
  root.style.colorScheme = mode;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
  // The primary colour is also exposed for plain-CSS consumers such as the static overlay.
  root.style.setProperty('--tsa-primary', PRESETS[preset].main);
}
