import { z } from 'zod';
import { LIMITS } from '../enums';
import { foldVietnamese } from '../text';

/**
 * The dormitory catalogue: dormitories and their buildings, managed by admins. Addresses pick
 * from it, so "KTX Khu A" and "ktx khu a" are one place for routing, sorting and figures.
 */

const uuidLike = (message: string) =>
  z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

export const buildingIdSchema = uuidLike('Vui lòng chọn tòa nhà');

/** A building's rooms: a range of room numbers an admin types as "101–520" (both optional). */
export const buildingEntrySchema = z.object({
  id: z.string(),
  dormitoryId: z.string(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  /** Lowest room number, when rooms are numbered. */
  roomMin: z.number().int().nullable(),
  /** Highest room number, when rooms are numbered. */
  roomMax: z.number().int().nullable(),
});
export type Building = z.infer<typeof buildingEntrySchema>;

export const dormitoryEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  buildings: z.array(buildingEntrySchema),
});
export type Dormitory = z.infer<typeof dormitoryEntrySchema>;

const catalogueName = (what: string, max: number) =>
  z
    .string({ error: `Vui lòng nhập tên ${what}` })
    .trim()
    .min(1, `Vui lòng nhập tên ${what}`)
    .max(max, `Tên ${what} tối đa ${max} ký tự`);
const catalogueCode = (what: string) =>
  z
    .string({ error: `Vui lòng nhập mã ${what}` })
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9-]{1,12}$/, `Mã ${what} gồm 1–12 chữ cái không dấu, chữ số hoặc dấu gạch ngang`));
const roomNumber = z
  .number({ error: 'Số phòng phải là số nguyên' })
  .int('Số phòng phải là số nguyên')
  .min(1, 'Số phòng phải từ 1 trở lên')
  .max(99_999, 'Số phòng tối đa 99999');

export const createDormitorySchema = z.object({
  name: catalogueName('ký túc xá', LIMITS.shortText),
  code: catalogueCode('ký túc xá'),
  active: z.boolean().default(true),
});
export type CreateDormitoryInput = z.input<typeof createDormitorySchema>;
export const updateDormitorySchema = createDormitorySchema.partial();
export type UpdateDormitoryInput = z.infer<typeof updateDormitorySchema>;

const roomRange = <T extends { roomMin?: number | null; roomMax?: number | null }>(v: T) =>
  v.roomMin == null || v.roomMax == null || v.roomMin <= v.roomMax;
const roomRangeIssue = { message: 'Phòng đầu phải nhỏ hơn hoặc bằng phòng cuối', path: ['roomMax'] };

export const createBuildingSchema = z
  .object({
    name: catalogueName('tòa nhà', 40),
    code: catalogueCode('tòa nhà'),
    active: z.boolean().default(true),
    roomMin: roomNumber.nullable().default(null),
    roomMax: roomNumber.nullable().default(null),
  })
  .refine(roomRange, roomRangeIssue);
export type CreateBuildingInput = z.input<typeof createBuildingSchema>;
export const updateBuildingSchema = z
  .object({
    name: catalogueName('tòa nhà', 40),
    code: catalogueCode('tòa nhà'),
    active: z.boolean(),
    roomMin: roomNumber.nullable(),
    roomMax: roomNumber.nullable(),
  })
  .partial()
  .refine(roomRange, roomRangeIssue);
export type UpdateBuildingInput = z.infer<typeof updateBuildingSchema>;

/** Why `room` is not a room of `building` (Vietnamese), or null when it is. */
export function roomProblem(building: Pick<Building, 'name' | 'roomMin' | 'roomMax'>, room: string): string | null {
  const { roomMin, roomMax } = building;
  if (roomMin == null && roomMax == null) return null;
  const range =
    roomMin != null && roomMax != null
      ? `từ ${roomMin} đến ${roomMax}`
      : roomMin != null
        ? `từ ${roomMin} trở lên`
        : `đến ${roomMax}`;
  const message = `Phòng của ${building.name} là số ${range}`;
  if (!/^\d+$/.test(room.trim())) return message;
  const number = Number(room.trim());
  if ((roomMin != null && number < roomMin) || (roomMax != null && number > roomMax)) return message;
  return null;
}

/** Catalogue names compared the way the address mapping does: no case, no diacritics, single spaces. */
export function sameCatalogueName(a: string, b: string): boolean {
  const fold = (text: string) => foldVietnamese(text).replace(/\s+/g, ' ');
  return fold(a) === fold(b);
}

// ---- free-text addresses not yet in the catalogue

export const unmappedAddressSchema = z.object({
  dormitory: z.string(),
  building: z.string(),
  /** Accounts with this address. */
  users: z.number().int(),
  /** Orders placed with this address. */
  orders: z.number().int(),
});
export type UnmappedAddress = z.infer<typeof unmappedAddressSchema>;

export const mapAddressSchema = z.object({
  dormitory: z.string({ error: 'Thiếu ký túc xá cần ghép' }).max(200),
  building: z.string({ error: 'Thiếu tòa nhà cần ghép' }).max(200),
  buildingId: buildingIdSchema,
});
export type MapAddressInput = z.infer<typeof mapAddressSchema>;

export const addressMappingResultSchema = z.object({
  users: z.number().int(),
  orders: z.number().int(),
});
export type AddressMappingResult = z.infer<typeof addressMappingResultSchema>;

// ---- slot capacity: visits (pickups and returns) a window can take per building and day

export const SLOT_CAPACITY_MAX = 500;

export const slotCapacitySchema = z.object({
  /** null: the default of every building without its own figure. */
  buildingId: z.string().nullable(),
  slot: z.enum(['07-09', '11-13', '17-19', '19-21']),
  capacity: z.number().int(),
});
export type SlotCapacity = z.infer<typeof slotCapacitySchema>;

export const setSlotCapacitySchema = z.object({
  buildingId: buildingIdSchema.nullable().default(null),
  slot: z.enum(['07-09', '11-13', '17-19', '19-21'], {
    error: 'Khung giờ không hợp lệ (chọn 07-09, 11-13, 17-19 hoặc 19-21)',
  }),
  /** null removes the figure (no limit, or the default for a building). */
  capacity: z
    .number({ error: 'Số chỗ phải là số' })
    .int('Số chỗ phải là số nguyên')
    .min(0, 'Số chỗ không được âm')
    .max(SLOT_CAPACITY_MAX, `Tối đa ${SLOT_CAPACITY_MAX} chỗ mỗi khung giờ`)
    .nullable(),
});
export type SetSlotCapacityInput = z.input<typeof setSlotCapacitySchema>;

export const slotAvailabilitySchema = z.object({
  slot: z.enum(['07-09', '11-13', '17-19', '19-21']),
  /** null: no limit set. */
  capacity: z.number().int().nullable(),
  taken: z.number().int(),
  /** null: no limit set. */
  remaining: z.number().int().nullable(),
  full: z.boolean(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

export const slotAvailabilityQuerySchema = z.object({
  date: z
    .string({ error: 'Vui lòng chọn ngày' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày không hợp lệ (định dạng YYYY-MM-DD)'),
  /** Students: their own building when not given. */
  buildingId: buildingIdSchema.optional(),
  /** An order whose own visit should not count against it (choosing its return window again). */
  orderId: z.string().optional(),
});
