import type { Building, Dormitory } from '@tsa/shared';
import type { BuildingRow, DormitoryRow } from '../../db/schema';

export function presentBuilding(row: BuildingRow): Building {
  return {
    id: row.id,
    dormitoryId: row.dormitoryId,
    name: row.name,
    code: row.code,
    active: row.active,
    roomMin: row.roomMin,
    roomMax: row.roomMax,
  };
}

/** Every dormitory with its buildings, by code. */
export function presentCatalogue(dormitories: DormitoryRow[], buildings: BuildingRow[]): Dormitory[] {
  return dormitories.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    active: row.active,
    buildings: buildings.filter((b) => b.dormitoryId === row.id).map(presentBuilding),
  }));
}
