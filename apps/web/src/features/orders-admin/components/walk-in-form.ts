import {
  addDays,
  availablePickupSlots,
  createOrderSchema,
  hcmDateOf,
  ORDER_LIMITS,
  phoneNumberSchema,
  pickupPastMessage,
  pickupProblem,
  pickupTooFarMessage,
  quantityProblem,
  quantitySchema,
  roomSchema,
  type CreateOrderInput,
  type PaymentMethod,
  type PickupSlot,
  type Service,
} from '@tsa/shared';
import type { z } from 'zod';
import type { StudentOption } from '../api/search-students';

export interface WalkInAddress {
  /** The catalogue's place, picked (or taken from the student's profile). */
  dormitoryId: string;
  buildingId: string;
  room: string;
  phoneNumber: string;
}

/** The walk-in form as typed: quantities stay text until they are checked. */
export interface WalkInForm {
  student: StudentOption | null;
  address: WalkInAddress;
  /** By service id; blank or 0 means not ordered. */
  quantities: Record<string, string>;
  /** ROOM: staff fetch the bag in a window; COUNTER: the student hands it in at the counter, no window. */
  handover: Handover;
  pickupDate: string;
  pickupSlot: PickupSlot | '';
  note: string;
  paymentMethod: PaymentMethod;
}

export type Handover = 'ROOM' | 'COUNTER';
export const HANDOVER_LABELS: Record<Handover, string> = {
  ROOM: 'Nhân viên đến phòng lấy đồ',
  COUNTER: 'Khách mang đồ đến quầy',
};

/** Error messages by field: 'student', 'address.room', 'items', 'quantity.<serviceId>', 'pickupSlot'… */
export type WalkInErrors = Record<string, string>;

export const EMPTY_ADDRESS: WalkInAddress = { dormitoryId: '', buildingId: '', room: '', phoneNumber: '' };

/** The first day with a slot still open: today, or tomorrow once today's last window started. */
export function firstPickupDay(now = new Date()): string {
  const today = hcmDateOf(now);
  return availablePickupSlots(today, now).length ? today : addDays(today, 1);
}

export function initialWalkInForm(now = new Date()): WalkInForm {
  const pickupDate = firstPickupDay(now);
  return {
    student: null,
    address: EMPTY_ADDRESS,
    quantities: {},
    handover: 'ROOM',
    pickupDate,
    pickupSlot: availablePickupSlots(pickupDate, now)[0] ?? '',
    note: '',
    paymentMethod: 'CASH',
  };
}

/** The pickup address from a student's profile (blank where the profile has none). */
export function addressOf(student: StudentOption | null): WalkInAddress {
  if (!student) return EMPTY_ADDRESS;
  return {
    dormitoryId: student.dormitoryId ?? '',
    buildingId: student.buildingId ?? '',
    room: student.room ?? '',
    phoneNumber: student.phoneNumber ?? '',
  };
}

/** '3,5' or '3.5' → 3.5; blank → 0; anything else → NaN. */
export function parseQuantity(text: string | undefined): number {
  const compact = (text ?? '').trim().replace(',', '.');
  if (!compact) return 0;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

export interface PricedLine {
  service: Service;
  quantity: number;
}

/** The services with a quantity typed (valid or not), in catalogue order. */
export function orderedLines(services: readonly Service[], quantities: Record<string, string>): PricedLine[] {
  return services
    .map((service) => ({ service, quantity: parseQuantity(quantities[service.id]) }))
    .filter((line) => Number.isNaN(line.quantity) || line.quantity > 0);
}

function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
}

/**
 * Checks the form with the shared rules (quantities, minimums, slot still open, address
 * fields) and returns either the request or the messages to show by field.
 */
export function validateWalkIn(
  form: WalkInForm,
  services: readonly Service[],
  now = new Date(),
): { input: CreateOrderInput; errors?: undefined } | { input?: undefined; errors: WalkInErrors } {
  const errors: WalkInErrors = {};
  if (!form.student) errors.student = 'Vui lòng chọn sinh viên';

  if (!form.address.dormitoryId) errors['address.dormitory'] = 'Vui lòng chọn ký túc xá';
  else if (!form.address.buildingId) errors['address.buildingId'] = 'Vui lòng chọn tòa nhà';
  const addressRules = { room: roomSchema, phoneNumber: phoneNumberSchema } as const;
  for (const [key, schema] of Object.entries(addressRules)) {
    const value = form.address[key as keyof typeof addressRules];
    const problem = key === 'phoneNumber' && !value.trim() ? 'Vui lòng nhập số điện thoại' : firstIssue(schema, value);
    if (problem) errors[`address.${key}`] = problem;
  }

  const lines = orderedLines(services, form.quantities);
  if (lines.length === 0) errors.items = 'Vui lòng chọn ít nhất một dịch vụ';
  for (const { service, quantity } of lines) {
    const problem = Number.isNaN(quantity)
      ? 'Số lượng phải là số'
      : (firstIssue(quantitySchema, quantity) ?? quantityProblem(service, quantity));
    if (problem) errors[`quantity.${service.id}`] = problem;
  }

  const atCounter = form.handover === 'COUNTER';
  if (atCounter) {
    // Nothing to book: the bag is already here.
  } else if (!form.pickupDate) errors.pickupDate = 'Vui lòng chọn ngày lấy đồ';
  else if (!form.pickupSlot) errors.pickupSlot = 'Vui lòng chọn khung giờ lấy đồ';
  else {
    const problem = pickupProblem(form.pickupDate, form.pickupSlot, now);
    if (problem === 'past') errors.pickupSlot = pickupPastMessage(form.pickupDate, form.pickupSlot);
    if (problem === 'too-far') errors.pickupDate = pickupTooFarMessage();
  }
  if (form.note.trim().length > ORDER_LIMITS.note) errors.note = `Ghi chú tối đa ${ORDER_LIMITS.note} ký tự`;

  if (Object.keys(errors).length) return { errors };

  const input: CreateOrderInput = {
    studentId: form.student!.id,
    items: lines.map(({ service, quantity }) => ({ serviceId: service.id, quantity })),
    ...(atCounter ? {} : { pickupDate: form.pickupDate, pickupSlot: form.pickupSlot as PickupSlot }),
    note: form.note.trim(),
    paymentMethod: form.paymentMethod,
    address: {
      buildingId: form.address.buildingId,
      room: form.address.room.trim(),
      phoneNumber: form.address.phoneNumber.trim(),
    },
  };
  // The request schema the server uses, as the last word.
  const parsed = createOrderSchema.safeParse(input);
  if (!parsed.success)
    return {
      errors: serverFieldErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])),
        services,
        input,
      ),
    };
  return { input };
}

/**
 * The server's per-field messages (`items.0.quantity`, `address.phoneNumber`, `pickupSlot`…)
 * keyed as the form's fields.
 */
export function serverFieldErrors(
  fields: Record<string, string>,
  services: readonly Service[],
  input?: CreateOrderInput,
): WalkInErrors {
  const errors: WalkInErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const item = /^items\.(\d+)/.exec(path);
    if (item) {
      const serviceId = input?.items[Number(item[1])]?.serviceId;
      const known = serviceId && services.some((service) => service.id === serviceId);
      errors[known ? `quantity.${serviceId}` : 'items'] = message;
    } else if (
      path === 'items' ||
      path.startsWith('address.') ||
      ['studentId', 'pickupDate', 'pickupSlot', 'note', 'paymentMethod'].includes(path)
    ) {
      errors[path === 'studentId' ? 'student' : path] = message;
    } else {
      errors.form = message;
    }
  }
  return errors;
}
