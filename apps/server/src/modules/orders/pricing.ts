import {
  billedQuantity,
  lineAmount,
  orderTotalProblem,
  quantityProblem,
  type OrderItemInput,
  type WeighedItem,
} from '@tsa/shared';
import type { NewOrderItem, OrderItemRow, ServiceRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type PricedLine = Omit<NewOrderItem, 'orderId'>;

/**
 * The lines of a new order with their price snapshots. Each line is checked against the live
 * catalogue: the service exists and is active, ITEM quantities are whole, the minimum is met.
 */
export function priceNewLines(
  catalogue: ServiceRow[],
  items: OrderItemInput[],
): { lines: PricedLine[]; total: number } {
  const byId = new Map(catalogue.map((service) => [service.id.toLowerCase(), service]));
  const lines = items.map((item, index): PricedLine => {
    const field = `items.${index}`;
    const service = byId.get(item.serviceId.toLowerCase());
    if (!service) {
      throw new AppError('orders/unknown-service', { fields: { [`${field}.serviceId`]: 'Dịch vụ không tồn tại' } });
    }
    if (!service.active) {
      const message = `Dịch vụ "${service.name}" hiện đã ngừng phục vụ`;
      throw new AppError('orders/service-inactive', { message, fields: { [`${field}.serviceId`]: message } });
    }
    const minQuantity = Number(service.minQuantity);
    const problem = quantityProblem({ ...service, minQuantity }, item.quantity);
    if (problem) {
      const code =
        service.unit === 'ITEM' && !Number.isInteger(item.quantity)
          ? 'orders/whole-quantity-required'
          : 'orders/below-minimum';
      throw new AppError(code, { message: problem, fields: { [`${field}.quantity`]: problem } });
    }
    return {
      position: index,
      serviceId: service.id,
      serviceName: service.name,
      unit: service.unit,
      unitLabel: service.unitLabel,
      unitPrice: service.unitPrice,
      minQuantity,
      quantity: item.quantity,
      amount: lineAmount(service.unitPrice, item.quantity),
    };
  });
  return { lines, total: checkedTotal(lines.reduce((sum, line) => sum + line.amount, 0)) };
}

/** An order's total within the bound of one order (docs/product.md, "Bounds"). */
function checkedTotal(total: number): number {
  const problem = orderTotalProblem(total);
  if (problem) throw new AppError('orders/total-too-large', { message: problem, fields: { items: problem } });
  return total;
}

export interface WeighedLine {
  id: string;
  finalQuantity: number;
  finalAmount: number;
}

/**
 * The real weights and counts recorded when washing starts. Lines not mentioned keep their
 * estimate. Each line is billed from its unit-price snapshot, at least its minimum; at least one
 * line holds something, and the total stays within the bound of one order.
 */
export function priceWeighing(
  lines: OrderItemRow[],
  weighed: WeighedItem[] = [],
): { lines: WeighedLine[]; total: number } {
  const finals = new Map(lines.map((line) => [line.id, Number(line.quantity)]));
  weighed.forEach((entry, index) => {
    const line = entry.itemId
      ? lines.find((l) => l.id.toLowerCase() === entry.itemId!.toLowerCase())
      : lines.find((l) => l.serviceId.toLowerCase() === entry.serviceId!.toLowerCase());
    if (!line) {
      throw new AppError('orders/unknown-item', { fields: { [`items.${index}`]: 'Dòng này không có trong đơn hàng' } });
    }
    if (line.unit === 'ITEM' && !Number.isInteger(entry.quantity)) {
      const message = `Số lượng "${line.serviceName}" phải là số nguyên`;
      throw new AppError('orders/whole-quantity-required', {
        message,
        fields: { [`items.${index}.quantity`]: message },
      });
    }
    finals.set(line.id, entry.quantity);
  });
  const result = lines.map((line) => {
    const finalQuantity = finals.get(line.id)!;
    return {
      id: line.id,
      finalQuantity,
      finalAmount: lineAmount(line.unitPrice, billedQuantity(finalQuantity, Number(line.minQuantity))),
    };
  });
  // 0 says a line's service was not in the bag; a bag with nothing in it is a cancellation.
  if (result.every((line) => line.finalQuantity <= 0)) throw new AppError('orders/nothing-weighed');
  return { lines: result, total: checkedTotal(result.reduce((sum, line) => sum + line.finalAmount, 0)) };
}
