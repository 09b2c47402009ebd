import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  addDays,
  availablePickupSlots,
  DELIVERY_LIMITS,
  hcmDateOf,
  personName,
  PICKUP_SLOT_LABELS,
  PICKUP_SLOTS,
  type PickupSlot,
} from '@tsa/shared';
import { useId } from 'react';
import { DateField } from '@/components/date-field';
import type { OrderView } from '@/components/orders/types';
import type { StaffMember } from '../types';

export interface ScheduleValue {
  staffId: string;
  scheduledDate: string;
  slot: PickupSlot | '';
}

export type ScheduleErrors = Partial<Record<keyof ScheduleValue, string>>;

/**
 * Where a new task starts: the window the student booked when every selected order shares one
 * still to come, else the next window of today (or tomorrow morning).
 */
export function defaultSchedule(
  orders: readonly Pick<OrderView, 'pickupDate' | 'pickupSlot'>[],
  usePickupTime: boolean,
  now = new Date(),
): ScheduleValue {
  const today = hcmDateOf(now);
  const first = orders[0];
  const shared = first && orders.every((o) => o.pickupDate === first.pickupDate && o.pickupSlot === first.pickupSlot);
  if (
    usePickupTime &&
    shared &&
    first.pickupDate &&
    first.pickupSlot &&
    first.pickupDate >= today &&
    first.pickupDate <= addDays(today, DELIVERY_LIMITS.maxDaysAhead)
  ) {
    return { staffId: '', scheduledDate: first.pickupDate, slot: first.pickupSlot };
  }
  const open = availablePickupSlots(today, now);
  if (open.length) return { staffId: '', scheduledDate: today, slot: open[0]! };
  return { staffId: '', scheduledDate: addDays(today, 1), slot: PICKUP_SLOTS[0] };
}

/** The checks the server makes, said before the request. */
export function scheduleErrors(value: ScheduleValue, now = new Date()): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const today = hcmDateOf(now);
  if (!value.staffId) errors.staffId = 'Vui lòng chọn nhân viên';
  if (!value.scheduledDate) errors.scheduledDate = 'Vui lòng chọn ngày thực hiện';
  else if (value.scheduledDate < today) errors.scheduledDate = 'Ngày thực hiện đã qua';
  else if (value.scheduledDate > addDays(today, DELIVERY_LIMITS.maxDaysAhead)) {
    errors.scheduledDate = `Chỉ phân công trong vòng ${DELIVERY_LIMITS.maxDaysAhead} ngày tới`;
  }
  if (!value.slot) errors.slot = 'Vui lòng chọn khung giờ';
  return errors;
}

export interface ScheduleFieldsProps {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  errors: ScheduleErrors;
  staff: StaffMember[] | undefined;
  staffLoading: boolean;
  now?: Date;
}

/** Who goes, which day, which window. */
export function ScheduleFields({
  value,
  onChange,
  errors,
  staff,
  staffLoading,
  now = new Date(),
}: ScheduleFieldsProps) {
  const slotLabelId = useId();
  const today = hcmDateOf(now);
  const noStaff = !staffLoading && staff?.length === 0;
  return (
    <Stack spacing={2.5}>
      <TextField
        select
        label="Nhân viên"
        required
        value={staff?.some((member) => member.id === value.staffId) ? value.staffId : ''}
        onChange={(event) => onChange({ ...value, staffId: event.target.value })}
        error={Boolean(errors.staffId) || noStaff}
        helperText={
          errors.staffId ??
          (noStaff ? 'Chưa có nhân viên nào đang hoạt động' : staffLoading ? 'Đang tải danh sách nhân viên…' : ' ')
        }
        disabled={staffLoading || noStaff}
      >
        {(staff ?? []).map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {personName(member)}
            {member.phoneNumber && (
              <Typography
                component="span"
                variant="body2"
                sx={{
                  color: 'text.secondary',
                  ml: 1,
                }}
              >
                {member.phoneNumber}
              </Typography>
            )}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        label="Ngày thực hiện"
        required
        value={value.scheduledDate}
        onChange={(scheduledDate) => onChange({ ...value, scheduledDate })}
        min={today}
        max={addDays(today, DELIVERY_LIMITS.maxDaysAhead)}
        error={Boolean(errors.scheduledDate)}
        helperText={errors.scheduledDate ?? ' '}
      />
      <div>
        <Typography id={slotLabelId} variant="body2" color={errors.slot ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
          Khung giờ *
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={value.slot || null}
          onChange={(_, slot: PickupSlot | null) => slot && onChange({ ...value, slot })}
          aria-labelledby={slotLabelId}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, 1fr)',
            gap: 1,
            '& .MuiToggleButton-root': {
              border: 1,
              borderColor: 'divider',
              borderRadius: '10px !important',
              m: '0 !important',
              textTransform: 'none',
              fontWeight: 600,
            },
          }}
        >
          {PICKUP_SLOTS.map((slot) => (
            <ToggleButton key={slot} value={slot}>
              {PICKUP_SLOT_LABELS[slot]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {errors.slot && (
          <Typography variant="caption" color="error" component="p" sx={{ mt: 0.75 }}>
            {errors.slot}
          </Typography>
        )}
      </div>
    </Stack>
  );
}
