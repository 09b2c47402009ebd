import type { Service } from '@tsa/shared';
import type { ServiceRow } from '../../db/schema';

export function presentService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    unit: row.unit,
    unitLabel: row.unitLabel,
    unitPrice: row.unitPrice,
    minQuantity: Number(row.minQuantity),
    active: row.active,
    sortOrder: row.sortOrder,
  };
}
