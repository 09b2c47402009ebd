import { zodResolver } from '@hookform/resolvers/zod';
import {
  createServiceSchema,
  SERVICE_UNIT_LABELS,
  updateServiceSchema,
  type CreateServiceInput,
  type Service,
  type ServiceUnit,
  type UpdateServiceInput,
} from '@tsa/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The dialog's fields as typed: numbers stay text until they are checked. */
export interface ServiceForm {
  name: string;
  description: string;
  unit: ServiceUnit;
  unitLabel: string;
  unitPrice: string;
  minQuantity: string;
  sortOrder: string;
  active: boolean;
}
export type ServiceFormField = keyof ServiceForm;

export function serviceToForm(service: Service | null): ServiceForm {
  if (!service) {
    return {
      name: '',
      description: '',
      unit: 'KG',
      unitLabel: '',
      unitPrice: '',
      minQuantity: '',
      sortOrder: '',
      active: true,
    };
  }
  return {
    name: service.name,
    description: service.description,
    unit: service.unit,
    unitLabel: service.unitLabel,
    unitPrice: String(service.unitPrice),
    minQuantity: service.minQuantity ? String(service.minQuantity).replace('.', ',') : '',
    sortOrder: String(service.sortOrder),
    active: service.active,
  };
}

/**
 * A price as a Vietnamese admin types it: '15000', '15.000' or '15 000' are all 15000.
 * Blank is undefined; anything else that is not a number is NaN, which the schema words.
 */
export function parsePrice(text: string): number | undefined {
  const compact = text.replace(/[\s.₫đ]/gi, '');
  if (!compact) return undefined;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A quantity with a decimal comma or point: '3', '3,5', '0.5'. */
export function parseDecimal(text: string): number | undefined {
  const compact = text.trim().replace(',', '.');
  if (!compact) return undefined;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The create request: blanks left out so the schema's defaults apply (minimum 0, order 100, unit label from the unit). */
function toCreateInput(values: ServiceForm): Record<string, unknown> {
  return withoutUndefined({
    name: values.name,
    description: values.description,
    unit: values.unit,
    unitLabel: values.unitLabel.trim() || undefined,
    unitPrice: parsePrice(values.unitPrice),
    minQuantity: parseDecimal(values.minQuantity),
    sortOrder: parseDecimal(values.sortOrder),
    active: values.active,
  });
}

/** The edit request: every field, a blank minimum meaning none and a blank unit label the unit's own. */
function toUpdateInput(values: ServiceForm): Record<string, unknown> {
  return withoutUndefined({
    name: values.name,
    description: values.description,
    unit: values.unit,
    unitLabel: values.unitLabel.trim() || SERVICE_UNIT_LABELS[values.unit],
    unitPrice: parsePrice(values.unitPrice) ?? Number.NaN,
    minQuantity: parseDecimal(values.minQuantity) ?? 0,
    sortOrder: parseDecimal(values.sortOrder),
    active: values.active,
  });
}

/** Says 'Vui lòng nhập đơn giá' for a blank price rather than the schema's 'phải là số'. */
function blankPriceError(values: ServiceForm): FieldErrors<ServiceForm> | null {
  if (values.unitPrice.trim()) return null;
  return { unitPrice: { type: 'required', message: 'Vui lòng nhập đơn giá' } };
}

export type ServiceInput = CreateServiceInput | UpdateServiceInput;

/**
 * The shared schemas validate the dialog, exactly as the server will: `createServiceSchema`
 * for a new line, `updateServiceSchema` for an edit.
 */
export function serviceResolver(mode: 'create' | 'edit'): Resolver<ServiceForm, unknown, ServiceInput> {
  const toInput = mode === 'create' ? toCreateInput : toUpdateInput;
  const resolve = mode === 'create' ? zodResolver(createServiceSchema) : zodResolver(updateServiceSchema);
  return async (values, context, options) => {
    const result = await resolve(toInput(values) as never, context, options as never);
    const blank = blankPriceError(values);
    if (!blank) return result as Awaited<ReturnType<Resolver<ServiceForm, unknown, ServiceInput>>>;
    return { values: {}, errors: { ...result.errors, ...blank } as FieldErrors<ServiceForm> };
  };
}
