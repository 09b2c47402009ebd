import { z } from 'zod';
import { LIMITS } from '../enums';
import { ORDER_LIMITS } from '../order-constants';

export const SERVICE_UNITS = ['KG', 'ITEM'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];
export const SERVICE_UNIT_LABELS: Record<ServiceUnit, string> = { KG: 'kg', ITEM: 'cái' };

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.enum(SERVICE_UNITS),
  /** How one unit is called on the price list: 'kg', 'cái', 'đôi'… */
  unitLabel: z.string(),
  unitPrice: z.number().int(),
  minQuantity: z.number(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

const name = z
  .string({ error: 'Vui lòng nhập tên dịch vụ' })
  .trim()
  .min(1, 'Vui lòng nhập tên dịch vụ')
  .max(LIMITS.shortText, `Tên dịch vụ tối đa ${LIMITS.shortText} ký tự`);
const description = z.string().trim().max(500, 'Mô tả tối đa 500 ký tự');
const unitPrice = z
  .number({ error: 'Đơn giá phải là số' })
  .int('Đơn giá phải là số nguyên (đồng)')
  .min(1000, 'Đơn giá tối thiểu 1.000 ₫')
  .max(10_000_000, 'Đơn giá tối đa 10.000.000 ₫');
const minQuantity = z
  .number({ error: 'Số lượng tối thiểu phải là số' })
  .min(0, 'Số lượng tối thiểu không được âm')
  .max(ORDER_LIMITS.maxQuantity, `Số lượng tối thiểu tối đa ${ORDER_LIMITS.maxQuantity}, mức tối đa của một dòng đơn`)
  .multipleOf(0.1, 'Số lượng tối thiểu lấy tối đa 1 chữ số thập phân');

/** Where the line stands on the price list: small first. Worded for the admin, not zod's "mong đợi int". */
const sortOrder = z
  .number({ error: 'Thứ tự hiển thị phải là số' })
  .int('Thứ tự hiển thị phải là số nguyên')
  .min(0, 'Thứ tự hiển thị không được âm')
  .max(1000, 'Thứ tự hiển thị tối đa 1000');

export const createServiceSchema = z.object({
  name,
  description: description.default(''),
  unit: z.enum(SERVICE_UNITS, { error: 'Đơn vị phải là KG hoặc ITEM' }),
  unitLabel: z.string().trim().min(1).max(20, 'Tên đơn vị tối đa 20 ký tự').optional(),
  unitPrice,
  minQuantity: minQuantity.default(0),
  active: z.boolean().default(true),
  sortOrder: sortOrder.default(100),
});
export type CreateServiceInput = z.infer<typeof createServiceSchema>;

export const updateServiceSchema = z
  .object({
    name,
    description,
    unit: z.enum(SERVICE_UNITS, { error: 'Đơn vị phải là KG hoặc ITEM' }),
    unitLabel: z.string().trim().min(1).max(20, 'Tên đơn vị tối đa 20 ký tự'),
    unitPrice,
    minQuantity,
    active: z.boolean(),
    sortOrder,
  })
  .partial();
export type UpdateServiceInput = z.infer<typeof updateServiceSchema>;

export const listServicesQuerySchema = z.object({
  /** Admins may ask for inactive services too. */
  includeInactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
