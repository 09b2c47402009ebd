import Stack from '@mui/material/Stack';
import { DateField } from '@/components/date-field';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  addDays,
  availablePickupSlots,
  hcmDateOf,
  ORDER_LIMITS,
  PICKUP_SLOT_LABELS,
  PICKUP_SLOTS,
  slotAvailabilityText,
  type PickupSlot,
  type SlotAvailability,
} from '@tsa/shared';

export interface PickupPickerProps {
  date: string;
  slot: PickupSlot | '';
  onChange: (value: { date: string; slot: PickupSlot | '' }) => void;
  dateError?: string;
  slotError?: string;
  now?: Date;
  /** Places left per window of the chosen building ("Còn 3 chỗ" / "Hết chỗ"). */
  availability?: Partial<Record<PickupSlot, SlotAvailability>>;
}

/** A day within the next two weeks and one of its windows still open (a window closes when it starts). */
export function PickupPicker({
  date,
  slot,
  onChange,
  dateError,
  slotError,
  now = new Date(),
  availability = {},
}: PickupPickerProps) {
  const labelId = useId();
  const today = hcmDateOf(now);
  const open = date ? availablePickupSlots(date, now) : [];

  const changeDate = (next: string) => {
    const slots = next ? availablePickupSlots(next, now) : [];
    // Keep the window if it is still open that day, else the first one that is.
    onChange({ date: next, slot: slot && slots.includes(slot) ? slot : (slots[0] ?? '') });
  };

  return (
    <Stack spacing={2}>
      <DateField
        label="Ngày lấy đồ"
        required
        value={date}
        onChange={changeDate}
        min={today}
        max={addDays(today, ORDER_LIMITS.maxDaysAhead)}
        error={Boolean(dateError)}
        helperText={dateError ?? `Trong vòng ${ORDER_LIMITS.maxDaysAhead} ngày tới`}
        sx={{ maxWidth: { sm: 260 } }}
      />
      <div>
        <Typography variant="body2" color={slotError ? 'error' : 'text.secondary'} sx={{ mb: 1 }} id={labelId}>
          Khung giờ lấy đồ *
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={slot || null}
          onChange={(_, value: PickupSlot | null) => value && onChange({ date, slot: value })}
          aria-labelledby={labelId}
          color="primary"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
            gap: 1,
            '& .MuiToggleButton-root': {
              border: 1,
              borderColor: 'divider',
              borderRadius: '10px !important',
              m: '0 !important',
            },
          }}
        >
          {PICKUP_SLOTS.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              disabled={!open.includes(value) || (availability[value]?.full && value !== slot)}
              sx={{ textTransform: 'none', fontWeight: 600, py: 1, flexDirection: 'column' }}
            >
              {PICKUP_SLOT_LABELS[value]}
              {availability[value] && slotAvailabilityText(availability[value]) && (
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ fontWeight: 600, color: availability[value].full ? 'error.main' : 'text.secondary' }}
                >
                  {slotAvailabilityText(availability[value])}
                </Typography>
              )}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography
          variant="caption"
          color={slotError ? 'error' : 'text.secondary'}
          component="p"
          sx={{ mt: 0.75 }}
          role={slotError ? 'alert' : undefined}
        >
          {slotError ??
            (date && open.length === 0
              ? 'Ngày này không còn khung giờ nào, vui lòng chọn ngày khác'
              : 'Khung giờ đã bắt đầu thì không chọn được nữa')}
        </Typography>
      </div>
    </Stack>
  );
}
