/** What is in a bag: 1–3 lines from the catalogue with plausible quantities, and what the scale said. */
import { billedQuantity, lineAmount } from '@tsa/shared';
import type { NewOrderItem, ServiceRow } from '../../apps/server/src/db/schema';
import type { Random } from './random';

// The starting catalogue's names (apps/server/src/modules/services/starting-catalogue.ts).
const KG = 'Giặt sấy gấp theo kg';
const IRON = 'Giặt sấy + ủi';
const BLANKET = 'Giặt chăn/mền';
const SHOES = 'Giặt giày';
const SHIRTS = 'Ủi áo sơ mi';
const SUIT = 'Giặt hấp áo vest/áo dài';

const MAIN = [KG, IRON, BLANKET, SHOES];
const MAIN_WEIGHTS = [0.72, 0.17, 0.05, 0.06];
const EXTRAS: [string, number][] = [
  [SHOES, 0.12],
  [BLANKET, 0.09],
  [SHIRTS, 0.1],
  [IRON, 0.05],
  [SUIT, 0.04],
];

const round1 = (value: number) => Math.round(value * 10) / 10;

function estimate(random: Random, name: string, main: boolean): number {
  switch (name) {
    case KG:
      return random.pick([3, 3, 3.5, 4, 4, 4.5, 5, 5, 5.5, 6, 6.5, 7, 8]);
    case IRON:
      return main ? random.pick([3, 3.5, 4, 5, 6]) : random.pick([1, 1.5, 2, 2.5, 3]);
    case BLANKET:
      return random.weighted([1, 2, 3], [0.7, 0.25, 0.05]);
    case SHOES:
      return random.weighted([1, 2, 3], [0.6, 0.3, 0.1]);
    case SHIRTS:
      return random.int(2, 8);
    default:
      return random.weighted([1, 2], [0.8, 0.2]);
  }
}

function weighed(random: Random, service: ServiceRow, quantity: number): number {
  if (service.unit === 'KG') return Math.max(0.5, round1(quantity + random.gaussian() * 0.45));
  const drift = random.weighted([0, 1, -1], [0.93, 0.04, 0.03]);
  return Math.max(1, quantity + drift);
}

export type LineDraft = Omit<NewOrderItem, 'orderId' | 'finalQuantity' | 'finalAmount'> & { service: ServiceRow };

export function drawLines(random: Random, catalogue: Map<string, ServiceRow>): LineDraft[] {
  const names = [random.weighted(MAIN, MAIN_WEIGHTS)];
  for (const [name, probability] of EXTRAS) {
    if (names.length < 3 && !names.includes(name) && random.chance(probability)) names.push(name);
  }
  return names.map((name, position) => {
    const service = catalogue.get(name);
    if (!service) throw new Error(`Dịch vụ "${name}" không có trong bảng giá: cần bảng giá khởi đầu`);
    const quantity = estimate(random, name, position === 0);
    return {
      id: random.uuid(),
      position,
      service,
      serviceId: service.id,
      serviceName: service.name,
      unit: service.unit,
      unitLabel: service.unitLabel,
      unitPrice: service.unitPrice,
      minQuantity: Number(service.minQuantity),
      quantity,
      amount: lineAmount(service.unitPrice, quantity),
    };
  });
}

/** The lines as stored, weighed (at WASHING) or not; and the totals the order carries. */
export function finishLines(random: Random, orderId: string, drafts: LineDraft[], weigh: boolean) {
  const items: NewOrderItem[] = drafts.map(({ service, ...line }) => {
    if (!weigh) return { ...line, orderId };
    const finalQuantity = weighed(random, service, line.quantity);
    const finalAmount = lineAmount(line.unitPrice, billedQuantity(finalQuantity, Number(line.minQuantity)));
    return { ...line, orderId, finalQuantity, finalAmount };
  });
  return {
    items,
    estimatedTotal: items.reduce((sum, line) => sum + line.amount, 0),
    finalTotal: weigh ? items.reduce((sum, line) => sum + (line.finalAmount ?? 0), 0) : null,
  };
}
