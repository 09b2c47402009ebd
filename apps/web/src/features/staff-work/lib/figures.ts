import { formatNumber } from '@/lib/format';

/** What the staff home shows for a missing average: nothing finished yet, so nothing to average. */
export const NO_VALUE = '—';

/** A duration split for display, the numbers big and the units small: [['1', 'giờ'], ['5', 'phút']]. */
export function durationParts(minutes: number | null): [value: string, unit: string][] | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return [[formatNumber(rest), 'phút']];
  return rest === 0
    ? [[formatNumber(hours), 'giờ']]
    : [
        [formatNumber(hours), 'giờ'],
        [String(rest), 'phút'],
      ];
}

/** A duration in whole minutes, as a person says it: '25 phút', '1 giờ 5 phút', '2 giờ'; '—' when unknown. */
export function formatMinutes(minutes: number | null): string {
  return (
    durationParts(minutes)
      ?.map((part) => part.join(' '))
      .join(' ') ?? NO_VALUE
  );
}

function dayMonth(date: string): string {
  const [, m, d] = date.split('-');
  return `${d}/${m}`;
}

/** The server's Monday-to-Sunday week: 'Thứ Hai 17/11 – Chủ nhật 23/11'. */
export function weekLabel(from: string, to: string): string {
  return `Thứ Hai ${dayMonth(from)} – Chủ nhật ${dayMonth(to)}`;
}

/** 'Hôm nay, 21/11'. */
export function todayLabel(date: string): string {
  return `Hôm nay, ${dayMonth(date)}`;
}
