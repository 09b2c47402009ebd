import type { Service } from '@tsa/shared';
import { formatQuantity, lineAmount, overLineBound, pickupWindowText, type PickupSlot } from '@tsa/shared/rules';
import type { PricedLine } from '@/components/orders/priced-lines';

/** '3,5 kg' */
export function quantityText(quantity: number, unitLabel: string): string {
  return `${formatQuantity(quantity)} ${unitLabel}`;
}

/** '17:00–19:00 · 21/11/2025' ('Nhận tại quầy' for an order handed in at the counter) */
export function pickupText(date: string | null | undefined, slot: PickupSlot | null | undefined): string {
  return pickupWindowText(date, slot);
}

/** 'Giặt sấy gấp theo kg 3,5 kg · Giặt giày 1 đôi' */
export function itemsSummary(
  items: readonly { serviceName: string; quantity: number; finalQuantity: number | null; unitLabel: string }[],
): string {
  return items
    .map((item) => `${item.serviceName} ${quantityText(item.finalQuantity ?? item.quantity, item.unitLabel)}`)
    .join(' · ');
}

/** 'KTX Khu A · Tòa A1 · Phòng 101' */
export function placeText(address: { dormitory: string; building: string; room: string }): string {
  return [address.dormitory, address.building && `Tòa ${address.building}`, address.room && `Phòng ${address.room}`]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The services chosen in the form as priced lines ('× 3,5 kg', what it comes to), leaving out
 * a quantity not filled in yet, one past the bound of a line (the estimate says the bound) and a
 * service no longer offered.
 */
export function pricedLines(
  items: readonly { serviceId: string; quantity: number }[],
  services: readonly Service[],
): PricedLine[] {
  const byId = new Map(services.map((service) => [service.id, service]));
  return items.flatMap(({ serviceId, quantity }) => {
    const service = byId.get(serviceId);
    if (!service || !Number.isFinite(quantity) || quantity <= 0 || overLineBound(quantity)) return [];
    const amount = lineAmount(service.unitPrice, quantity);
    return [
      { key: service.id, name: service.name, quantity: `× ${quantityText(quantity, service.unitLabel)}`, amount },
    ];
  });
}

/** A past order ("Đặt lại" offers to order it again). */
export const isPastOrder = (status: string) => status === 'COMPLETED' || status === 'CANCELLED';
