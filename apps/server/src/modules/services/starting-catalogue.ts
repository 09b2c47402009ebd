import type { FastifyInstance } from 'fastify';
import { countServices, insertService, type NewService } from './repository';

/** The starting price list of docs/product.md, present on first start. */
export const STARTING_CATALOGUE: NewService[] = [
  {
    name: 'Giặt sấy gấp theo kg',
    description: 'Giặt, sấy khô và gấp gọn quần áo thường ngày. Tối thiểu 3 kg mỗi đơn.',
    unit: 'KG',
    unitLabel: 'kg',
    unitPrice: 15_000,
    minQuantity: 3,
    sortOrder: 10,
  },
  {
    name: 'Giặt sấy + ủi',
    description: 'Giặt sấy và ủi phẳng từng món, phù hợp đồng phục và đồ đi học.',
    unit: 'KG',
    unitLabel: 'kg',
    unitPrice: 25_000,
    minQuantity: 0,
    sortOrder: 20,
  },
  {
    name: 'Giặt chăn/mền',
    description: 'Chăn, mền, ga trải giường cỡ lớn, giặt riêng từng chiếc.',
    unit: 'ITEM',
    unitLabel: 'cái',
    unitPrice: 50_000,
    minQuantity: 0,
    sortOrder: 30,
  },
  {
    name: 'Giặt giày',
    description: 'Vệ sinh giày vải, giày thể thao; khử mùi và phơi khô.',
    unit: 'ITEM',
    unitLabel: 'đôi',
    unitPrice: 40_000,
    minQuantity: 0,
    sortOrder: 40,
  },
  {
    name: 'Ủi áo sơ mi',
    description: 'Ủi phẳng áo sơ mi, treo móc giao tận phòng.',
    unit: 'ITEM',
    unitLabel: 'cái',
    unitPrice: 10_000,
    minQuantity: 0,
    sortOrder: 50,
  },
  {
    name: 'Giặt hấp áo vest/áo dài',
    description: 'Giặt hấp cẩn thận cho áo vest, áo dài và đồ vải mỏng.',
    unit: 'ITEM',
    unitLabel: 'cái',
    unitPrice: 60_000,
    minQuantity: 0,
    sortOrder: 60,
  },
];

export async function ensureStartingCatalogue(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  if ((await countServices(db)) > 0) return;
  await db.transaction(async (tx) => {
    if ((await countServices(tx)) > 0) return;
    for (const service of STARTING_CATALOGUE) await insertService(tx, service);
  });
}
