import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { viVN, type PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { formatViDate, isIsoDate } from '@tsa/shared';
import { vi } from 'date-fns/locale/vi';
import { useRef, useState, type FocusEvent, type FocusEventHandler } from 'react';

/** MUI's Vietnamese texts, with section placeholders written out in Vietnamese (its own are DD/MM/YYYY). */
const LOCALE_TEXT: Partial<PickersLocaleText> = {
  ...viVN.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => 'ngày',
  fieldMonthPlaceholder: () => 'tháng',
  fieldYearPlaceholder: () => 'năm',
};

/** 'yyyy-mm-dd' → that day at local midnight; null for '' or anything that is not a real day. */
function dateOf(iso: string | undefined): Date | null {
  if (!iso || !isIsoDate(iso)) return null;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A picked day back to 'yyyy-mm-dd'; '' for none or a half-typed / impossible one. */
function isoOf(date: Date | null): string {
  // A year typed digit by digit passes through 0002, 0020 and 0202 before 2026: not a day yet.
  if (!date || Number.isNaN(date.getTime()) || date.getFullYear() < 1900) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function problemText(problem: DateValidationError, min?: string, max?: string): string | null {
  if (problem === 'invalidDate') return 'Ngày không hợp lệ';
  if (problem === 'minDate' && min) return `Chọn ngày từ ${formatViDate(min)} trở đi`;
  if (problem === 'maxDate' && max) return `Chọn ngày đến hết ${formatViDate(max)}`;
  return problem ? 'Ngày không hợp lệ' : null;
}

export interface DateFieldProps {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** A whole, real day as `YYYY-MM-DD`; '' once the field is emptied or holds no real day. */
  onChange: (value: string) => void;
  /** Earliest and latest days offered, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  label: string;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: string;
  /** The id of a message about this field shown elsewhere (e.g. one error under two fields). */
  describedBy?: string;
  onBlur?: FocusEventHandler;
  sx?: SxProps<Theme>;
}

/**
 * A day written the Vietnamese way, dd/mm/yyyy, whatever the browser's language: typed section
 * by section (digits only) or picked from a Vietnamese calendar. A half-typed or impossible day
 * (31/02) stays on screen with "Ngày không hợp lệ" under it, and the value is '' meanwhile.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  label,
  size,
  required,
  disabled,
  fullWidth,
  error,
  helperText,
  describedBy,
  onBlur,
  sx,
}: DateFieldProps) {
  // What is on screen, possibly a half-typed day the value cannot hold.
  const [shown, setShown] = useState<Date | null>(() => dateOf(value));
  const [problem, setProblem] = useState<DateValidationError>(null);
  // Some sections typed, others not: the picker holds no day and reports nothing, so it is
  // caught when the user leaves the field, from the text the field shows.
  const [incomplete, setIncomplete] = useState(false);
  const hiddenInput = useRef<HTMLInputElement>(null);
  // A value changed from outside (a reset, the URL) replaces what is on screen.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== isoOf(shown)) setShown(dateOf(value));
  }

  const message = incomplete ? 'Ngày chưa nhập đủ ngày/tháng/năm' : problemText(problem, min, max);
  const leave = (event: FocusEvent) => {
    // Empty sections still read as their placeholders (letters); a full but impossible day has none.
    setIncomplete(/\p{L}/u.test(hiddenInput.current?.value ?? '') && !isoOf(shown));
    onBlur?.(event);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={vi} localeText={LOCALE_TEXT}>
      <DesktopDatePicker
        label={label}
        value={shown}
        format="dd/MM/yyyy"
        minDate={dateOf(min) ?? undefined}
        maxDate={dateOf(max) ?? undefined}
        disabled={disabled}
        onError={setProblem}
        inputRef={hiddenInput}
        // 'T2' … 'CN': the one-letter default cannot tell Tuesday from Saturday.
        dayOfWeekFormatter={(day) => (day.getDay() === 0 ? 'CN' : `T${day.getDay() + 1}`)}
        onChange={(next) => {
          setShown(next);
          setIncomplete(false);
          const iso = isoOf(next);
          if (iso !== value) onChange(iso);
        }}
        slotProps={{
          textField: {
            size,
            required,
            fullWidth,
            onBlur: leave,
            // Wide enough for the Vietnamese placeholders "ngày/tháng/năm".
            sx: [{ minWidth: 190 }, ...(Array.isArray(sx) ? sx : [sx])],
            error: Boolean(error || message),
            helperText: message ?? helperText,
            slotProps: describedBy ? { input: { 'aria-describedby': describedBy } } : undefined,
          },
          openPickerButton: { 'aria-label': 'Chọn ngày trên lịch' },
          // "Tháng 11/2026" on one line, rather than "Tháng Mười Một 2026" wrapping in the popup.
          calendarHeader: { format: "'Tháng' M/yyyy" },
        }}
      />
    </LocalizationProvider>
  );
}
