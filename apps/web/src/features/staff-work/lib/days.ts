import { addDays, hcmDateOf, hcmInstant, isIsoDate, PICKUP_SLOT_START_HOURS, type PickupSlot } from '@tsa/shared';

const WEEKDAYS = ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'];

/** Today in Ho Chi Minh City, whatever the phone's own time zone. */
export function today(now = new Date()): string {
  return hcmDateOf(now);
}

/** A `?date=` value if it is a real day, else today. */
export function dayOrToday(value: string | null): string {
  return value && isIsoDate(value) ? value : today();
}

/** 'Hôm nay', 'Ngày mai', 'Hôm qua' or the weekday; and 'dd/MM/yyyy'. */
export function dayLabel(date: string, now = new Date()): { name: string; date: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const current = today(now);
  const relative =
    date === current
      ? 'Hôm nay'
      : date === addDays(current, 1)
        ? 'Ngày mai'
        : date === addDays(current, -1)
          ? 'Hôm qua'
          : null;
  return {
    name: relative ?? WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!,
    date: `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`,
  };
}

/**
 * A pickup on its day but before its window opens: the server lets it start (it only refuses
 * an earlier day), yet the student may not be in yet, so the staff member is asked to confirm.
 */
export function beforePickupWindow(task: { scheduledDate: string; slot: PickupSlot }, now = new Date()): boolean {
  return task.scheduledDate === today(now) && now < hcmInstant(task.scheduledDate, PICKUP_SLOT_START_HOURS[task.slot]);
}
