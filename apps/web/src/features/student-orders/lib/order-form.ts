import type { CreateOrderData, CreateOrderInput, Service } from '@tsa/shared';
import {
  addDays,
  availablePickupSlots,
  estimateText,
  estimateTotal,
  formatDong,
  hcmDateOf,
  ORDER_LIMITS,
  pickupPastMessage,
  pickupProblem,
  pickupTooFarMessage,
  quantityProblem,
  type PaymentMethod,
  type PickupSlot,
} from '@tsa/shared/rules';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the order form holds; `createOrderSchema` turns it into the request. */
export interface OrderFormValues {
  /** Only the services the student picked, in the order they were picked. */
  items: { serviceId: string; quantity: number }[];
  pickupDate: string;
  pickupSlot: PickupSlot | '';
  note: string;
  paymentMethod: PaymentMethod;
  /** The voucher applied with "Áp dụng" ("Mã giảm giá"); empty: none. */
  voucherCode?: string;
  /** `buildingId`: the catalogue's building (from the profile or picked); the names show it. */
  address: {
    dormitory: string;
    building: string;
    room: string;
    phoneNumber: string;
    buildingId: string;
    dormitoryId: string;
  };
}

export interface ProfileAddress {
  dormitory?: string | null;
  building?: string | null;
  room?: string | null;
  phoneNumber?: string | null;
  dormitoryId?: string | null;
  buildingId?: string | null;
}

/** The days a pickup can be booked: today and the next `maxDaysAhead` days (HCM). */
export function bookableDays(now: Date): string[] {
  const today = hcmDateOf(now);
  return Array.from({ length: ORDER_LIMITS.maxDaysAhead + 1 }, (_, index) => addDays(today, index));
}

/** The first day and window still open: today's next slot, or tomorrow's first. */
export function firstOpenPickup(now: Date): { date: string; slot: PickupSlot | '' } {
  for (const date of bookableDays(now)) {
    const [slot] = availablePickupSlots(date, now);
    if (slot) return { date, slot };
  }
  return { date: hcmDateOf(now), slot: '' };
}

export function defaultOrderValues(profile: ProfileAddress | null | undefined, now: Date): OrderFormValues {
  const pickup = firstOpenPickup(now);
  return {
    items: [],
    pickupDate: pickup.date,
    pickupSlot: pickup.slot,
    note: '',
    paymentMethod: 'CASH',
    voucherCode: '',
    address: {
      dormitory: profile?.dormitory ?? '',
      building: profile?.building ?? '',
      room: profile?.room ?? '',
      phoneNumber: profile?.phoneNumber ?? '',
      buildingId: profile?.buildingId ?? '',
      dormitoryId: profile?.dormitoryId ?? '',
    },
  };
}

/** What "Đặt lại" takes from a past order. */
interface PastOrder {
  items: { serviceId: string; serviceName: string; quantity: number }[];
  paymentMethod: PaymentMethod;
  address: ProfileAddress;
}

/**
 * The form for ordering a past order again: its services still offered with the same quantities,
 * its address and payment method, and the first window still open (the form asks for the slot
 * again: the old one is past). `dropped` names
 * the services no longer offered.
 */
export function reorderValues(
  order: PastOrder,
  services: readonly Service[],
  now: Date,
): { values: OrderFormValues; dropped: string[] } {
  const offered = new Set(services.map((service) => service.id));
  const base = defaultOrderValues(order.address, now);
  return {
    values: {
      ...base,
      items: order.items
        .filter((item) => offered.has(item.serviceId))
        .map(({ serviceId, quantity }) => ({ serviceId, quantity })),
      paymentMethod: order.paymentMethod,
    },
    dropped: order.items.filter((item) => !offered.has(item.serviceId)).map((item) => item.serviceName),
  };
}

/** True when the profile has everything a pickup needs. */
export function hasFullAddress(profile: ProfileAddress | null | undefined): boolean {
  return Boolean(profile?.dormitory && profile.building && profile.room && profile.phoneNumber);
}

/** The estimated price of what is in the form, as the server will compute it. */
export function formEstimate(items: OrderFormValues['items'], services: readonly Service[]): number {
  const byId = new Map(services.map((service) => [service.id, service]));
  return estimateTotal(
    items.flatMap((item) => {
      const service = byId.get(item.serviceId);
      return service && Number.isFinite(item.quantity) && item.quantity > 0
        ? [{ unitPrice: service.unitPrice, quantity: item.quantity }]
        : [];
    }),
  );
}

/** The estimate as the form shows it while typing: an amount, or the bound it is past ('Tối đa 50 kg mỗi dịch vụ'). */
export function formEstimateText(items: OrderFormValues['items'], services: readonly Service[]): string {
  const byId = new Map(services.map((service) => [service.id, service]));
  return estimateText(
    items.flatMap((item) => {
      const service = byId.get(item.serviceId);
      return service ? [{ unitPrice: service.unitPrice, quantity: item.quantity, unitLabel: service.unitLabel }] : [];
    }),
  );
}

/**
 * The estimate less the applied voucher's discount (the server's check, for these lines): what
 * the order will be placed at. A bound passed ('Tối đa 50 kg mỗi dịch vụ') stays as it is.
 */
export function discountedEstimateText(
  items: OrderFormValues['items'],
  services: readonly Service[],
  discount: number,
): string {
  const text = formEstimateText(items, services);
  if (discount <= 0) return text;
  const gross = formEstimate(items, services);
  return text === formatDong(gross) ? formatDong(Math.max(0, gross - discount)) : text;
}

type Errors = FieldErrors<OrderFormValues>;

/** The rules the shared schema cannot know: each service's minimum, and the clock for the slot. */
function catalogueErrors(values: OrderFormValues, services: readonly Service[], now: Date): Errors {
  const errors: Errors = {};
  const byId = new Map(services.map((service) => [service.id, service]));
  const itemErrors: NonNullable<Errors['items']> = [];
  values.items.forEach((item, index) => {
    const service = byId.get(item.serviceId);
    if (!service || !Number.isFinite(item.quantity)) return;
    const message = quantityProblem(service, item.quantity);
    if (message) itemErrors[index] = { quantity: { type: 'min', message } };
  });
  if (itemErrors.length) errors.items = itemErrors;
  if (values.pickupDate && values.pickupSlot) {
    const problem = pickupProblem(values.pickupDate, values.pickupSlot, now);
    if (problem === 'past')
      errors.pickupSlot = { type: 'past', message: pickupPastMessage(values.pickupDate, values.pickupSlot) };
    if (problem === 'too-far') errors.pickupDate = { type: 'too-far', message: pickupTooFarMessage() };
  }
  return errors;
}

function merge(base: Errors, extra: Errors): Errors {
  const out: Errors = { ...extra, ...base };
  if (extra.items && Array.isArray(extra.items)) {
    const items = Array.isArray(base.items) ? [...base.items] : [];
    (extra.items as Errors['items'] & unknown[]).forEach((error, index) => {
      if (error && !items[index]) items[index] = error;
    });
    out.items = base.items && !Array.isArray(base.items) ? base.items : (items as Errors['items']);
  }
  return out;
}

// zod and the shared schemas (≈ 25 KB on the wire) are not needed to paint the form: they load
// with the first touch of it (`preloadOrderSchema`) or, at the latest, on the first submit.
const orderSchema = lazyZodResolver<CreateOrderInput, CreateOrderData>(() =>
  import('@tsa/shared').then((shared) => shared.createOrderSchema),
);

/** Starts loading the schema before the first submit needs it. */
export const preloadOrderSchema = orderSchema.preload;

/**
 * `createOrderSchema` from the shared package (its Vietnamese messages, the server validates
 * with the same one), plus the catalogue's minimums and the open slots at submit time.
 */
export function orderFormResolver(
  services: readonly Service[],
  now: () => Date,
): Resolver<OrderFormValues, unknown, CreateOrderData> {
  const base = orderSchema.resolver;
  return async (values, context, options) => {
    // No code is no voucher: the schema checks a code only when there is one.
    const request = { ...values, voucherCode: values.voucherCode?.trim() || undefined };
    const result = await base(request as never, context, options as never);
    const extra = catalogueErrors(values, services, now());
    if (Object.keys(extra).length === 0)
      return result as Awaited<ReturnType<Resolver<OrderFormValues, unknown, CreateOrderData>>>;
    return { values: {}, errors: merge(result.errors as Errors, extra) };
  };
}
