import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import { useStaticRender } from '@/lib/static-render';

/** MUI's outlined TextField props, without its select mode (use MUI's TextField for a select). */
export type TextFieldProps = Omit<MuiTextFieldProps, 'select' | 'SelectProps' | 'variant'> & {
  variant?: 'outlined';
};

/**
 * MUI's outlined TextField, assembled from the same parts (FormControl, InputLabel,
 * OutlinedInput, FormHelperText) with the same ids and ARIA wiring. MUI's own imports its
 * Select, and with it Menu, Popover, Modal and List: about 13 KB on the wire that no text
 * input paints (the sign-in page had them in its first download).
 */
export function TextField({
  id: idOverride,
  label,
  helperText,
  slotProps,
  autoComplete,
  autoFocus,
  defaultValue,
  value,
  name,
  type,
  placeholder,
  multiline,
  rows,
  minRows,
  maxRows,
  inputRef,
  onBlur,
  onChange,
  onFocus,
  fullWidth = false,
  size,
  variant: _variant,
  ...formControlProps
}: TextFieldProps) {
  const staticRender = useStaticRender();
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { htmlInput, input, inputLabel, formHelperText } = (slotProps ?? {}) as {
    htmlInput?: object;
    input?: object;
    inputLabel?: { shrink?: boolean };
    formHelperText?: object;
  };
  // The build's copy of a page (app/prerender/) cannot float a label once the visitor types
  // into it: its labels sit raised from the start. The outline's notch follows the label.
  const shrink = inputLabel?.shrink ?? (staticRender || undefined);
  return (
    <FormControl {...formControlProps} variant="outlined" fullWidth={fullWidth} size={size}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel} {...(shrink !== undefined ? { shrink } : {})}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        {...(shrink !== undefined ? { notched: shrink } : {})}
        inputProps={htmlInput}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
