import { zodResolver } from '@hookform/resolvers/zod';
import { planInputSchema, type PlanInput } from '@tsa/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AdminPlan } from '../api/plans-admin';

/** The dialog's fields as typed: numbers stay text until they are checked. */
export interface PlanForm {
  name: string;
  description: string;
  kgPerMonth: string;
  price: string;
  months: string;
  serviceIds: string[];
  rollover: boolean;
  skipWeekAllowed: boolean;
  active: boolean;
}
export type PlanFormField = keyof PlanForm;

export function planToForm(plan: AdminPlan | null): PlanForm {
  if (!plan) {
    return {
      name: '',
      description: '',
      kgPerMonth: '',
      price: '',
      months: '1',
      serviceIds: [],
      rollover: false,
      skipWeekAllowed: false,
      active: true,
    };
  }
  return {
    name: plan.name,
    description: plan.description,
    kgPerMonth: String(plan.kgPerMonth).replace('.', ','),
    price: String(plan.price),
    months: String(plan.months),
    serviceIds: [...plan.serviceIds],
    rollover: plan.rollover,
    skipWeekAllowed: plan.skipWeekAllowed,
    active: plan.active,
  };
}

/** A price as a Vietnamese admin types it: '250000', '250.000' or '250 000'. Blank: undefined; other text: NaN. */
export function parseMoney(text: string): number | undefined {
  const compact = text.replace(/[\s.₫đ]/gi, '');
  if (!compact) return undefined;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A number with a decimal comma or point: '20', '12,5', '0.5'. Blank: undefined; other text: NaN. */
export function parseDecimal(text: string): number | undefined {
  const compact = text.trim().replace(',', '.');
  if (!compact) return undefined;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

const BLANK: Partial<Record<PlanFormField, string>> = {
  kgPerMonth: 'Vui lòng nhập số kg mỗi tháng',
  price: 'Vui lòng nhập giá gói',
  months: 'Vui lòng nhập số tháng',
};

export function toPlanInput(values: PlanForm): Record<string, unknown> {
  return {
    name: values.name,
    description: values.description,
    kgPerMonth: parseDecimal(values.kgPerMonth) ?? Number.NaN,
    price: parseMoney(values.price) ?? Number.NaN,
    months: parseDecimal(values.months) ?? Number.NaN,
    serviceIds: values.serviceIds,
    rollover: values.rollover,
    skipWeekAllowed: values.skipWeekAllowed,
    active: values.active,
  };
}

/**
 * The shared `planInputSchema` checks the dialog exactly as the server will; a blank number says
 * what to type rather than the schema's "phải là số".
 */
export function planResolver(): Resolver<PlanForm, unknown, PlanInput> {
  const resolve = zodResolver(planInputSchema);
  return async (values, context, options) => {
    const result = await resolve(toPlanInput(values) as never, context, options as never);
    // An error on one of the chosen services sits on its item: the field shows one message.
    const services = result.errors.serviceIds as Record<string, unknown> | undefined;
    if (services && typeof services.message !== 'string') {
      const first = Object.values(services)
        .map((item) => (item as { message?: unknown } | null)?.message)
        .find((message): message is string => typeof message === 'string');
      (result.errors as FieldErrors<PlanForm>).serviceIds = {
        type: 'invalid',
        message: first ?? 'Dịch vụ không hợp lệ',
      };
    }
    const blanks = Object.fromEntries(
      Object.entries(BLANK)
        .filter(([field]) => !String(values[field as PlanFormField]).trim())
        .map(([field, message]) => [field, { type: 'required', message }]),
    ) as FieldErrors<PlanForm>;
    if (!Object.keys(blanks).length) return result as Awaited<ReturnType<Resolver<PlanForm, unknown, PlanInput>>>;
    return { values: {}, errors: { ...result.errors, ...blanks } as FieldErrors<PlanForm> };
  };
}
