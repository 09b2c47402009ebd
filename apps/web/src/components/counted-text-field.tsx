import { TextField, type TextFieldProps } from '@/components/text-field';

export type CountedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The most characters allowed; the counter turns red past it. */
  max: number;
  /** A message of the form's own (required…); the over-limit message wins. */
  errorText?: string | null;
  /** What to say past the limit, e.g. 'Tin nhắn tối đa 280 ký tự'. */
  overLimitText: string;
};

/** A text field with a live `n/max` counter; typing past the limit is shown, not cut off. */
export function CountedTextField({
  value,
  onValueChange,
  max,
  errorText,
  overLimitText,
  helperText,
  slotProps,
  ...props
}: CountedTextFieldProps) {
  const over = value.length > max;
  const message = over ? overLimitText : (errorText ?? helperText);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={over || Boolean(errorText)}
      helperText={
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{message}</span>
          <span aria-live="polite" data-testid="char-counter">
            {value.length}/{max}
          </span>
        </span>
      }
      slotProps={{ ...slotProps, formHelperText: { component: 'div' } as never }}
    />
  );
}
