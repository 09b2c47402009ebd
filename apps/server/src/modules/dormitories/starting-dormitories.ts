import type { FastifyInstance } from 'fastify';
import { countDormitories, insertBuilding, insertDormitory } from './repository';
import { mapAddresses } from './service';

/** A first catalogue so sign-up works on a fresh install; admins rename or close what does not exist. */
const STARTING_DORMITORIES = [
  { name: 'KTX Khu A', code: 'A', buildings: ['A1', 'A2', 'A3', 'A4', 'A5'] },
  { name: 'KTX Khu B', code: 'B', buildings: ['B1', 'B2', 'B3', 'B4', 'B5'] },
];

/**
 * On first start, the starting catalogue; then, on every start, free-text addresses written
 * before the catalogue existed (or by an older version) are mapped where they match.
 */
export async function ensureStartingDormitories(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  await db.transaction(async (tx) => {
    if ((await countDormitories(tx)) > 0) return;
    for (const entry of STARTING_DORMITORIES) {
      const dormitory = await insertDormitory(tx, { name: entry.name, code: entry.code });
      for (const code of entry.buildings) await insertBuilding(tx, { dormitoryId: dormitory.id, name: code, code });
    }
  });
  const mapped = await mapAddresses(db);
  if (mapped.users || mapped.orders) {
    app.log.info(mapped, 'Đã ghép địa chỉ tự do vào danh mục ký túc xá');
  }
}
