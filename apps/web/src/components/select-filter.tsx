import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** An unfiltered select reads "Tất cả" under its label rather than looking empty. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export interface SelectFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  optionLabels: Record<T, string>;
  /** undefined: every value ("Tất cả"). */
  value: T | undefined;
  /** null when "Tất cả" is chosen. */
  onChange: (value: T | null) => void;
  /** Shows "Tất cả" in the unfiltered box, the label above it; otherwise the label sits in the empty box. */
  showAll?: boolean;
  /** On wide screens, a width of its own (px) when its longest label needs more than the toolbar's. */
  width?: number;
}

/** One of a list toolbar's filters: a value from a fixed set, or all of them. */
export function SelectFilter<T extends string>({
  label,
  options,
  optionLabels,
  value,
  onChange,
  showAll,
  width,
}: SelectFilterProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={showAll ? SHOW_ALL : undefined}
      value={value ?? ''}
      // Doubled class: the toolbar sets every filter's width on its children.
      sx={width ? { '&&': { flex: { md: `0 0 ${width}px` } } } : undefined}
      onChange={(event) => onChange((event.target.value as T) || null)}
    >
      <MenuItem value="">Tất cả</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
