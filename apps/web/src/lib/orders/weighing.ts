import {
  billedQuantity,
  formatQuantity,
  lineAmount,
  orderTotalProblem,
  weighedItemSchema,
  type OrderItem,
} from '@tsa/shared';

/**
 * The rules of weighing an order ("Nhận đồ & cân" for the staff, "Cân đồ và bắt đầu giặt" for
 * the admin), in one place so both dialogs say and count the same: each line at least its
 * minimum, 0 is "none of this in the bag" and free, a line that cannot be sent yet counts at
 * what was ordered, and a bag of nothing or above the bound of one order is explained before
 * anything is sent.
 */
export type WeighedLine = Pick<
  OrderItem,
  'id' | 'serviceName' | 'unit' | 'unitLabel' | 'unitPrice' | 'minQuantity' | 'quantity'
>;

/** '3,5', '3.5' or '3.' → a number; blank or anything else (a letter, a sign, an exponent) → NaN. */
export function parseWeighed(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' || !/^\d+(\.\d*)?$/.test(clean) ? Number.NaN : Number(clean);
}

/** Why a weighed quantity cannot be sent, with the shared schema's messages; null when it can. */
export function weighedLineProblem(line: WeighedLine, text: string): string | null {
  if (text.trim() === '') return 'Vui lòng nhập số lượng thực tế';
  const quantity = parseWeighed(text);
  const checked = weighedItemSchema.safeParse({ itemId: line.id, quantity });
  if (!checked.success) return checked.error.issues[0]?.message ?? 'Số lượng không hợp lệ';
  if (line.unit === 'ITEM' && !Number.isInteger(quantity)) return `Số lượng "${line.serviceName}" phải là số nguyên`;
  return null;
}

/** The line's amount at what was typed; null while that cannot be sent (a letter, 99999 kg…). */
export function weighedLineAmount(line: WeighedLine, text: string): number | null {
  return weighedLineProblem(line, text) === null
    ? lineAmount(line.unitPrice, billedQuantity(parseWeighed(text), line.minQuantity))
    : null;
}

/** What the line's field says under it when the typed quantity is fine: the minimum applied, or nothing in the bag. */
export function weighedLineHint(line: WeighedLine, text: string): string | null {
  if (weighedLineProblem(line, text) !== null) return null;
  const quantity = parseWeighed(text);
  if (quantity === 0) return 'Không có đồ: không tính tiền';
  if (quantity < line.minQuantity) return `Tính tối thiểu ${formatQuantity(line.minQuantity)} ${line.unitLabel}`;
  return null;
}

export interface WeighedTotal {
  /** Always an amount the order could really cost (never 0 ₫ for a letter, nor a billion for 99999 kg). */
  total: number;
  /** Some line cannot be sent yet and counts at what was ordered. */
  partial: boolean;
}

export const PARTIAL_TOTAL_NOTE = 'Dòng chưa hợp lệ tạm tính theo số lượng đặt';

/** The total shown while typing: a line that cannot be sent yet counts at what was ordered. */
export function weighedTotal(lines: readonly WeighedLine[], texts: Record<string, string>): WeighedTotal {
  let partial = false;
  const total = lines.reduce((sum, line) => {
    const amount = weighedLineAmount(line, texts[line.id] ?? '');
    if (amount !== null) return sum + amount;
    partial = true;
    return sum + lineAmount(line.unitPrice, billedQuantity(line.quantity, line.minQuantity));
  }, 0);
  return { total, partial };
}

/**
 * Why the weighed order as a whole cannot be sent although each line can, with the server's
 * rules: something in the bag, and within the bound of one order. Null when it can (or while a
 * line still has its own problem, which its field says).
 */
export function weighedOrderProblem(lines: readonly WeighedLine[], texts: Record<string, string>): string | null {
  if (lines.some((line) => weighedLineProblem(line, texts[line.id] ?? '') !== null)) return null;
  if (lines.every((line) => parseWeighed(texts[line.id] ?? '') === 0))
    return 'Mọi dòng đều bằng 0: nhập cân nặng hoặc số lượng thực tế, hoặc hủy đơn nếu không có đồ';
  return orderTotalProblem(weighedTotal(lines, texts).total);
}

/** The request's lines; only called once every line can be sent. */
export function weighedItems(lines: readonly WeighedLine[], texts: Record<string, string>) {
  return lines.map((line) => ({ itemId: line.id, quantity: parseWeighed(texts[line.id] ?? '') }));
}
