import { TextField } from '@/components/text-field';
import { ORDER_LIMITS } from '@tsa/shared';

export interface NoteFieldProps {
  label: string;
  value: string;
  /** What is wrong with it, shown in place of the character count. */
  problem: string | null;
  onChange: (value: string) => void;
}

/** The required "why" of an exceptional money change (an override, a reversal). */
export function NoteField({ label, value, problem, onChange }: NoteFieldProps) {
  return (
    <TextField
      label={label}
      required
      fullWidth
      multiline
      minRows={2}
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? `${value.trim().length}/${ORDER_LIMITS.note} ký tự`}
      slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.note } }}
    />
  );
}
