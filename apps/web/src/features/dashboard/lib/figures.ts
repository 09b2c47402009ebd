/** Short money for chart axes, where '12.345.000 ₫' would not fit: '500k', '1,5 tr', '2,3 tỷ'. */
const oneDecimal = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

// '352,8 tr' says no more than '353 tr' and takes room a bar label does not have.
const short = (value: number) => (Math.abs(value) >= 100 ? whole : oneDecimal).format(value);

export function formatMoneyShort(value: number): string {
  const size = Math.abs(value);
  if (size >= 1e9) return `${short(value / 1e9)} tỷ`;
  if (size >= 1e6) return `${short(value / 1e6)} tr`;
  if (size >= 1e3) return `${short(value / 1e3)}k`;
  return short(value);
}

const percent = new Intl.NumberFormat('vi-VN', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** '12,5%', '4,0%'; a share too small to print is '<0,1%', never a misleading '0,0%'. */
export function formatPercent(share: number): string {
  if (share > 0 && share < 0.0005) return `<${percent.format(0.001)}`;
  return percent.format(share);
}

export interface Change {
  direction: 'up' | 'down' | 'flat';
  /** '▲ 12,5%', '▼ 3,3%', '= 0,0%' */
  text: string;
}

/** How `current` compares with `previous`; null when there is nothing to compare with. */
export function changeOf(current: number, previous: number): Change | null {
  if (previous <= 0) return null;
  const ratio = (current - previous) / previous;
  // Rounded as shown, so '▲ 0%' never appears for a change too small to print.
  const shown = Math.round(ratio * 1000) / 1000;
  if (shown === 0) return { direction: 'flat', text: `= ${formatPercent(0)}` };
  return shown > 0
    ? { direction: 'up', text: `▲ ${formatPercent(shown)}` }
    : { direction: 'down', text: `▼ ${formatPercent(-shown)}` };
}

/** 'MM/yyyy' of the month before `today` ('YYYY-MM-DD'). */
export function previousMonthLabel(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  return `${String(month).padStart(2, '0')}/${year}`;
}
