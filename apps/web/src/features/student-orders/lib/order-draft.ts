import type { Service } from '@tsa/shared';
import { availablePickupSlots, PAYMENT_METHODS, type PaymentMethod, type PickupSlot } from '@tsa/shared/rules';
import { discardDraft, readDraft, saveDraft } from '@/lib/drafts';
import type { OrderFormValues } from './order-form';

const NAME = 'student-order';

/** What the device keeps of an order being filled in: the form, and the past order it started from. */
interface StoredOrderDraft {
  values: OrderFormValues;
  /** The `?from=` order of "Đặt lại", or null: a draft comes back only to the same form. */
  source: string | null;
}

export interface RestoredOrderDraft {
  values: OrderFormValues;
  savedAt: Date;
}

export function saveOrderDraft(userId: string, values: OrderFormValues, source: string | null): void {
  saveDraft(userId, NAME, { values, source } satisfies StoredOrderDraft);
}

export function discardOrderDraft(userId: string): void {
  discardDraft(userId, NAME);
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * The draft, made safe to put back into the form: a draft is whatever was on screen when the
 * page went away — perhaps the very value that crashed it, or a service retired since — so only
 * what the form can hold now comes back. Services no longer offered and quantities that are not
 * a number are dropped, and a pickup window that has passed gives way to the first open one.
 */
function usableValues(
  stored: unknown,
  base: OrderFormValues,
  services: readonly Service[],
  now: Date,
): OrderFormValues {
  const draft = record(stored);
  const offered = new Set(services.map((service) => service.id));
  const items = (Array.isArray(draft.items) ? draft.items : []).flatMap((raw: unknown) => {
    const { serviceId, quantity } = record(raw);
    return typeof serviceId === 'string' && offered.has(serviceId) && typeof quantity === 'number' && quantity > 0
      ? [{ serviceId, quantity }]
      : [];
  });
  const pickupDate = text(draft.pickupDate, '');
  const stillOpen = availablePickupSlots(pickupDate, now).includes(draft.pickupSlot as PickupSlot);
  const address = record(draft.address);
  return {
    items: items.filter((item, index) => items.findIndex((other) => other.serviceId === item.serviceId) === index),
    pickupDate: stillOpen ? pickupDate : base.pickupDate,
    pickupSlot: stillOpen ? (draft.pickupSlot as PickupSlot) : base.pickupSlot,
    note: text(draft.note, base.note),
    paymentMethod: PAYMENT_METHODS.includes(draft.paymentMethod as PaymentMethod)
      ? (draft.paymentMethod as PaymentMethod)
      : base.paymentMethod,
    voucherCode: text(draft.voucherCode, base.voucherCode ?? ''),
    address: {
      dormitory: text(address.dormitory, base.address.dormitory),
      building: text(address.building, base.address.building),
      room: text(address.room, base.address.room),
      phoneNumber: text(address.phoneNumber, base.address.phoneNumber),
      buildingId: text(address.buildingId, base.address.buildingId),
      dormitoryId: text(address.dormitoryId, base.address.dormitoryId),
    },
  };
}

/** The user's draft of this form (`source` as in the URL), or null when there is none to bring back. */
export function restoreOrderDraft(
  userId: string,
  source: string | null,
  base: OrderFormValues,
  services: readonly Service[],
  now: Date,
): RestoredOrderDraft | null {
  const draft = readDraft(userId, NAME, now);
  if (!draft) return null;
  const { values, source: draftSource } = record(draft.value);
  if ((draftSource ?? null) !== source) return null;
  return { values: usableValues(values, base, services, now), savedAt: draft.savedAt };
}
