import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { sortParam, type ListSort } from '@/lib/use-url-filters';

export interface SortChoice<Field extends string> {
  label: string;
  sort: ListSort<Field>;
}

export interface SortSelectProps<Field extends string> {
  choices: SortChoice<Field>[];
  value: ListSort<Field>;
  onChange: (sort: ListSort<Field>) => void;
}

/**
 * The order of a list on phones, where there are no column headers to click. A sort chosen
 * from a header (on a wider screen, or from a shared link) stays selectable as "Theo cột đã chọn".
 */
export function SortSelect<Field extends string>({ choices, value, onChange }: SortSelectProps<Field>) {
  const current = sortParam(value);
  const offered = choices.some((choice) => sortParam(choice.sort) === current)
    ? choices
    : [...choices, { label: 'Theo cột đã chọn', sort: value }];
  return (
    <TextField
      select
      size="small"
      label="Sắp xếp"
      value={current}
      onChange={(event) => {
        const choice = offered.find((option) => sortParam(option.sort) === event.target.value);
        if (choice) onChange(choice.sort);
      }}
    >
      {offered.map((choice) => (
        <MenuItem key={sortParam(choice.sort)} value={sortParam(choice.sort)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
