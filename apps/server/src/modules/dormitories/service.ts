import {
  roomProblem,
  type AddressMappingResult,
  type CreateBuildingInput,
  type CreateDormitoryInput,
  type Dormitory,
  type MapAddressInput,
  type UpdateBuildingInput,
  type UpdateDormitoryInput,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { BuildingRow, DormitoryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../users';
import { presentCatalogue } from './presenter';
import {
  findBuilding,
  findBuildingWithDormitory,
  findBuildingByText,
  findDormitory,
  findDormitoryByText,
  insertBuilding,
  insertDormitory,
  listBuildings,
  listDormitories,
  mapAddress,
  mapMatchingAddresses,
  respellAccounts,
  updateBuilding,
  updateDormitory,
} from './repository';

/** The catalogue; everyone but an admin sees only what is open for new addresses. */
export async function getCatalogue(db: Executor, includeInactive: boolean): Promise<Dormitory[]> {
  const [dormitoryRows, buildingRows] = await Promise.all([listDormitories(db), listBuildings(db)]);
  const catalogue = presentCatalogue(dormitoryRows, buildingRows);
  if (includeInactive) return catalogue;
  return catalogue
    .filter((d) => d.active)
    .map((d) => ({ ...d, buildings: d.buildings.filter((b) => b.active) }))
    .filter((d) => d.buildings.length > 0);
}

async function uniqueNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('dormitories/code-taken');
    throw error;
  }
}

async function mustFindDormitory(db: Executor, id: string): Promise<DormitoryRow> {
  const row = await findDormitory(db, id);
  if (!row) throw new AppError('dormitories/not-found');
  return row;
}

async function mustFindBuilding(db: Executor, id: string): Promise<BuildingRow> {
  const row = await findBuilding(db, id);
  if (!row) throw new AppError('dormitories/building-not-found');
  return row;
}

/** A new or renamed entry may be what waiting free-text addresses meant: map them at once. */
export async function createDormitory(db: Db, input: CreateDormitoryInput): Promise<void> {
  await db.transaction(async (tx) => {
    await uniqueNames(() => insertDormitory(tx, { name: input.name, code: input.code, active: input.active ?? true }));
    await mapMatchingAddresses(tx);
  });
}

export async function editDormitory(db: Db, id: string, input: UpdateDormitoryInput): Promise<void> {
  await mustFindDormitory(db, id);
  await db.transaction(async (tx) => {
    const row = await uniqueNames(() => updateDormitory(tx, id, input));
    await respellAccounts(tx, row);
    await mapMatchingAddresses(tx);
  });
}

export async function createBuilding(db: Db, dormitoryId: string, input: CreateBuildingInput): Promise<void> {
  await mustFindDormitory(db, dormitoryId);
  await db.transaction(async (tx) => {
    await uniqueNames(() =>
      insertBuilding(tx, {
        dormitoryId,
        name: input.name,
        code: input.code,
        active: input.active ?? true,
        roomMin: input.roomMin ?? null,
        roomMax: input.roomMax ?? null,
      }),
    );
    await mapMatchingAddresses(tx);
  });
}

export async function editBuilding(db: Db, id: string, input: UpdateBuildingInput): Promise<void> {
  const current = await mustFindBuilding(db, id);
  const roomMin = input.roomMin === undefined ? current.roomMin : input.roomMin;
  const roomMax = input.roomMax === undefined ? current.roomMax : input.roomMax;
  if (roomMin != null && roomMax != null && roomMin > roomMax) {
    const message = 'Phòng đầu phải nhỏ hơn hoặc bằng phòng cuối';
    throw new AppError('request/invalid-input', { message, fields: { roomMax: message } });
  }
  await db.transaction(async (tx) => {
    const row = await uniqueNames(() => updateBuilding(tx, id, input));
    await respellAccounts(tx, (await findDormitory(tx, row.dormitoryId))!, row);
    await mapMatchingAddresses(tx);
  });
}

// ---- addresses picked from the catalogue

export interface AddressInput {
  buildingId?: string;
  dormitory?: string | null;
  building?: string | null;
  room: string;
}

export interface CatalogueAddress {
  dormitoryId: string;
  buildingId: string;
  dormitory: string;
  building: string;
  room: string;
}

/**
 * The catalogue entry of an address: by `buildingId`, or by the dormitory and building names
 * (or codes), folded. Refuses unknown and closed places and a room outside the building's range.
 * `prefix` names the fields in the answer (`address.` for an order).
 */
export async function resolveCatalogueAddress(
  db: Executor,
  input: AddressInput,
  prefix = '',
): Promise<CatalogueAddress> {
  let building: BuildingRow | undefined;
  let dormitory: DormitoryRow | undefined;
  if (input.buildingId) {
    const found = await findBuildingWithDormitory(db, input.buildingId.toLowerCase());
    if (!found) throw addressError('addresses/unknown-building', `${prefix}buildingId`);
    ({ building, dormitory } = found);
  } else {
    dormitory = await findDormitoryByText(db, input.dormitory?.trim() ?? '');
    if (!dormitory) throw addressError('addresses/unknown-dormitory', `${prefix}dormitory`);
    building = await findBuildingByText(db, dormitory.id, input.building?.trim() ?? '');
    if (!building) throw addressError('addresses/unknown-building', `${prefix}building`);
  }
  if (!dormitory!.active || !building.active) {
    throw addressError('addresses/inactive', `${prefix}${input.buildingId ? 'buildingId' : 'building'}`);
  }
  const room = input.room.trim();
  const problem = roomProblem(building, room);
  if (problem)
    throw new AppError('addresses/invalid-room', { message: problem, fields: { [`${prefix}room`]: problem } });
  return {
    dormitoryId: dormitory!.id,
    buildingId: building.id,
    dormitory: dormitory!.name,
    building: building.name,
    room,
  };
}

function addressError(
  code: 'addresses/unknown-dormitory' | 'addresses/unknown-building' | 'addresses/inactive',
  field: string,
) {
  const error = new AppError(code);
  return new AppError(code, { fields: { [field]: error.message } });
}

/** Maps one free-text pair an admin chose by hand onto a building of the catalogue. */
export async function mapAddressByHand(db: Db, input: MapAddressInput): Promise<AddressMappingResult> {
  const building = await mustFindBuilding(db, input.buildingId.toLowerCase());
  const dormitory = await mustFindDormitory(db, building.dormitoryId);
  return db.transaction((tx) => mapAddress(tx, input, building, dormitory));
}

/** The automatic mapping (exact and folded matches), run at start-up and after each catalogue change. */
export function mapAddresses(db: Db): Promise<AddressMappingResult> {
  return db.transaction((tx) => mapMatchingAddresses(tx));
}
