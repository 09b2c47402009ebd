/** The contract's four colour presets; blue (#2970FF) is the brand colour and the default. */
export const PRESET_NAMES = ['blue', 'green', 'indigo', 'purple'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
export const DEFAULT_PRESET: PresetName = 'blue';

export interface PresetColours {
  label: string;
  lightest: string;
  light: string;
  main: string;
  dark: string;
  darkest: string;
}

export const PRESETS: Record<PresetName, PresetColours> = {
  blue: {
    label: 'Xanh dương',
    lightest: '#F5F8FF',
    light: '#EBEFFF',
    main: '#2970FF',
    dark: '#004EEB',
    darkest: '#00359E',
  },
  green: {
    label: 'Xanh lá',
    lightest: '#F6FEF9',
    light: '#EDFCF2',
    main: '#16B364',
    dark: '#087443',
    darkest: '#084C2E',
  },
  indigo: {
    label: 'Chàm',
    lightest: '#F5F7FF',
    light: '#EBEEFE',
    main: '#6366F1',
    dark: '#4338CA',
    darkest: '#312E81',
  },
  purple: { label: 'Tím', lightest: '#F9F5FF', light: '#F4EBFF', main: '#9E77ED', dark: '#6941C6', darkest: '#42307D' },
};

export function isPresetName(value: unknown): value is PresetName {
  return typeof value === 'string' && (PRESET_NAMES as readonly string[]).includes(value);
}
