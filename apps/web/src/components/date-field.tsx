import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatViDate, isIsoDate } from '@tsa/shared';
import { useEffect, useRef, useState } from 'react';

/** 'dd/mm/yyyy' (also d/m/yyyy, with - or .) → 'yyyy-mm-dd'; null when it is not a real day. */
export function parseViDate(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest days offered, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

/**
 * A day written the Vietnamese way, dd/mm/yyyy, whatever the browser's language (a native date
 * input follows the browser's locale, often mm/dd/yyyy). Typed by hand or picked from the
 * browser's own calendar behind the calendar button.
 */
export function DateField({ value, onChange, min, max, slotProps, error, helperText, ...props }: DateFieldProps) {
  const [text, setText] = useState(value ? formatViDate(value) : '');
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A value changed from outside (a reset, the picker, the URL) shows in the box.
  useEffect(() => {
    setText((current) => (parseViDate(current) === value ? current : value ? formatViDate(value) : ''));
    setInvalid(false);
  }, [value]);

  const type = (next: string) => {
    setText(next);
    if (!next.trim()) {
      setInvalid(false);
      if (value) onChange('');
      return;
    }
    const iso = parseViDate(next);
    setInvalid(false);
    if (iso && iso !== value) onChange(iso);
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  };

  const outOfRange = Boolean(value && ((min && value < min) || (max && value > max)));
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={(event) => {
        // Half-typed or impossible days do not stay: say so and keep the last good one.
        if (text.trim() && !parseViDate(text)) setInvalid(true);
        props.onBlur?.(event);
      }}
      error={error || invalid || outOfRange}
      helperText={invalid ? 'Ngày không hợp lệ (định dạng dd/mm/yyyy)' : helperText}
      placeholder="dd/mm/yyyy"
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off', ...(slotProps?.htmlInput as object) },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                aria-label="Chọn ngày trên lịch"
                edge="end"
                size="small"
                onClick={openPicker}
                disabled={props.disabled}
              >
                <CalendarMonthOutlinedIcon fontSize="small" />
              </IconButton>
              {/* The browser's calendar, opened by the button; invisible and out of the tab order. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={value}
                min={min}
                max={max}
                onChange={(event) => event.target.value && onChange(event.target.value)}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  pointerEvents: 'none',
                  border: 0,
                  padding: 0,
                }}
              />
            </InputAdornment>
          ),
          ...(slotProps?.input as object),
        },
      }}
    />
  );
}
