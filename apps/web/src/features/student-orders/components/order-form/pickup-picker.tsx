import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { SlotAvailability } from '@tsa/shared';
import {
  addDays,
  availablePickupSlots,
  hcmDateOf,
  PICKUP_SLOT_LABELS,
  slotAvailabilityText,
  type PickupSlot,
} from '@tsa/shared/rules';
import type { ReactNode } from 'react';
import { bookableDays } from '../../lib/order-form';

const WEEKDAYS = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
const SLOT_NAMES: Record<PickupSlot, string> = { '07-09': 'Sáng', '11-13': 'Trưa', '17-19': 'Chiều', '19-21': 'Tối' };

function dayParts(date: string, today: string): { top: string; bottom: string; name: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  const short = `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}`;
  const relative = date === today ? 'Hôm nay' : date === addDays(today, 1) ? 'Ngày mai' : null;
  return { top: relative ?? weekday, bottom: short, name: `${relative ?? weekday} ${short}/${y}` };
}

function Choice({
  selected,
  disabled,
  onClick,
  label,
  children,
  minWidth,
}: {
  selected: boolean;
  disabled?: boolean;
  onClick: () => void;
  label: string;
  children: ReactNode;
  minWidth: number;
}) {
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      aria-pressed={selected}
      // The label holds the words shown, in order and apart (the children are separated by
      // spaces): voice control users say what they see (WCAG 2.5.3), screen readers hear the year too.
      aria-label={label}
      sx={(theme) => ({
        flexShrink: 0,
        minWidth,
        minHeight: 56,
        px: 1.5,
        py: 1,
        borderRadius: '12px',
        border: `1px solid ${selected ? theme.palette.primary.main : theme.palette.divider}`,
        bgcolor: selected
          ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.08)
          : 'background.paper',
        color: selected ? 'primary.main' : 'text.primary',
        boxShadow: selected ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
        flexDirection: 'column',
        opacity: disabled ? 0.45 : 1,
        transition: 'background-color 120ms, border-color 120ms',
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {children}
    </ButtonBase>
  );
}

export interface PickupPickerProps {
  date: string;
  slot: PickupSlot | '';
  now: Date;
  onDateChange: (date: string) => void;
  onSlotChange: (slot: PickupSlot) => void;
  dateError?: string;
  slotError?: string;
  /** Places left per window ("Còn 3 chỗ" / "Hết chỗ"); a full window cannot be picked. */
  availability?: Partial<Record<PickupSlot, SlotAvailability>>;
  /** The day's heading ("Ngày lấy đồ", or "Ngày trả đồ" for a return). */
  dayLabel?: string;
  /** Keeps the group labels' ids apart when two pickers could be on one page. */
  idPrefix?: string;
}

/** Pickup day (today and the next days, up to the server's limit) and a window still in the future. */
export function PickupPicker({
  date,
  slot,
  now,
  onDateChange,
  onSlotChange,
  dateError,
  slotError,
  availability = {},
  dayLabel = 'Ngày lấy đồ',
  idPrefix = 'pickup',
}: PickupPickerProps) {
  const today = hcmDateOf(now);
  const slots = availablePickupSlots(date, now);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle2" id={`${idPrefix}-day-label`} sx={{ mb: 1 }}>
          {dayLabel}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-labelledby={`${idPrefix}-day-label`}
          sx={{ overflowX: 'auto', pb: 1, mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 }, scrollbarWidth: 'thin' }}
        >
          {bookableDays(now).map((day) => {
            const parts = dayParts(day, today);
            const open = availablePickupSlots(day, now).length > 0;
            return (
              <Choice
                key={day}
                selected={day === date}
                disabled={!open}
                onClick={() => onDateChange(day)}
                label={parts.name}
                minWidth={76}
              >
                <Typography
                  variant="caption"
                  sx={{ fontWeight: 600, lineHeight: 1.3, color: 'inherit', whiteSpace: 'nowrap' }}
                >
                  {parts.top}
                </Typography>{' '}
                <Typography sx={{ fontWeight: 700, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}>
                  {parts.bottom}
                </Typography>
              </Choice>
            );
          })}
        </Stack>
        {dateError && <FormHelperText error>{dateError}</FormHelperText>}
      </Box>
      <Box>
        <Typography variant="subtitle2" id={`${idPrefix}-slot-label`} sx={{ mb: 1 }}>
          Khung giờ
        </Typography>
        {slots.length === 0 ? (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            Ngày này không còn khung giờ nào. Vui lòng chọn ngày khác.
          </Typography>
        ) : (
          <Box
            role="group"
            aria-labelledby={`${idPrefix}-slot-label`}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {slots.map((value) => {
              const places = availability[value];
              const placesText = places ? slotAvailabilityText(places) : null;
              return (
                <Choice
                  key={value}
                  selected={value === slot}
                  disabled={places?.full && value !== slot}
                  onClick={() => onSlotChange(value)}
                  label={[SLOT_NAMES[value], PICKUP_SLOT_LABELS[value], placesText].filter(Boolean).join(' ')}
                  minWidth={0}
                >
                  <Typography variant="caption" sx={{ fontWeight: 600, color: 'inherit', lineHeight: 1.3 }}>
                    {SLOT_NAMES[value]}
                  </Typography>{' '}
                  <Typography sx={{ fontWeight: 700, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}>
                    {PICKUP_SLOT_LABELS[value]}
                  </Typography>{' '}
                  {placesText && (
                    <Typography
                      variant="caption"
                      sx={{ lineHeight: 1.3, fontWeight: 600, color: places?.full ? 'error.main' : 'text.secondary' }}
                    >
                      {placesText}
                    </Typography>
                  )}
                </Choice>
              );
            })}
          </Box>
        )}
        {date === today && slots.length > 0 && slots.length < 4 && (
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
              display: 'block',
              mt: 1,
            }}
          >
            Các khung giờ đã bắt đầu không còn nhận đặt.
          </Typography>
        )}
        {slotError && <FormHelperText error>{slotError}</FormHelperText>}
      </Box>
    </Stack>
  );
}
