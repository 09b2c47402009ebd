import { TextField, type TextFieldProps } from '@/components/text-field';

/** The 6-digit code from an e-mail: numeric keypad on phones, filled in by the OS when it can. */
export function CodeField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      autoComplete="one-time-code"
      placeholder="••••••"
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 6,
          style: { letterSpacing: '0.5em', fontSize: '1.25rem', fontWeight: 600, textAlign: 'center' },
        },
      }}
    />
  );
}
