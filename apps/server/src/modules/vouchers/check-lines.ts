import type { BillLine } from '@tsa/shared';
import type { ServiceRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The lines of an estimate as the voucher check bills them: the live catalogue's prices, the
 * service's minimum raised like the placement does. Unknown or stopped services are refused as
 * the placement would refuse them.
 */
export function priceCheckLines(catalogue: ServiceRow[], items: { serviceId: string; quantity: number }[]): BillLine[] {
  const byId = new Map(catalogue.map((service) => [service.id.toLowerCase(), service]));
  return items.map((item, index) => {
    const service = byId.get(item.serviceId.toLowerCase());
    if (!service || !service.active) {
      throw new AppError(service ? 'orders/service-inactive' : 'orders/unknown-service', {
        fields: {
          [`items.${index}.serviceId`]: service ? 'Dịch vụ này hiện đã ngừng phục vụ' : 'Dịch vụ không tồn tại',
        },
      });
    }
    const quantity = Math.max(item.quantity, Number(service.minQuantity));
    return { serviceId: service.id, unit: service.unit, unitPrice: service.unitPrice, quantity };
  });
}

/** The lines of a priced order as the bill sees them. */
export const billLinesOf = (lines: { serviceId: string; unit: 'KG' | 'ITEM'; unitPrice: number; quantity: number }[]) =>
  lines.map(({ serviceId, unit, unitPrice, quantity }) => ({ serviceId, unit, unitPrice, quantity }));
