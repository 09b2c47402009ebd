import { zodResolver } from '@hookform/resolvers/zod';
import { createVoucherSchema, updateVoucherSchema, type VoucherKind } from '@tsa/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AdminVoucher } from '../api/vouchers-admin';

/** The dialog's fields as typed: numbers stay text until they are checked. */
export interface VoucherForm {
  code: string;
  kind: VoucherKind;
  value: string;
  description: string;
  minOrder: string;
  maxDiscount: string;
  startsOn: string;
  endsOn: string;
  /** false: every service; true: only `serviceIds`. */
  someServices: boolean;
  serviceIds: string[];
  firstOrderOnly: boolean;
  perStudentLimit: string;
  totalLimit: string;
  active: boolean;
}
export type VoucherFormField = keyof VoucherForm;

export function voucherToForm(voucher: AdminVoucher | null): VoucherForm {
  return {
    code: voucher?.code ?? '',
    kind: voucher?.kind ?? 'PERCENT',
    value: voucher ? String(voucher.value) : '',
    description: voucher?.description ?? '',
    minOrder: voucher?.minOrder ? String(voucher.minOrder) : '',
    maxDiscount: voucher?.maxDiscount ? String(voucher.maxDiscount) : '',
    startsOn: voucher?.startsOn ?? '',
    endsOn: voucher?.endsOn ?? '',
    someServices: Boolean(voucher?.serviceIds),
    serviceIds: voucher?.serviceIds ? [...voucher.serviceIds] : [],
    firstOrderOnly: voucher?.firstOrderOnly ?? false,
    perStudentLimit: voucher ? String(voucher.perStudentLimit) : '1',
    totalLimit: voucher?.totalLimit ? String(voucher.totalLimit) : '',
    active: voucher?.active ?? true,
  };
}

/** A whole number as a Vietnamese admin types it: '20000', '20.000' or '20 000'. Blank: undefined; other text: NaN. */
export function parseWhole(text: string): number | undefined {
  const compact = text.replace(/[\s.₫đ%]/gi, '');
  if (!compact) return undefined;
  return /^\d{1,12}$/.test(compact) ? Number(compact) : Number.NaN;
}

/** What the form sends: blank optional numbers and dates are "none". */
export function toVoucherInput(values: VoucherForm, creating: boolean): Record<string, unknown> {
  const terms = {
    description: values.description,
    minOrder: parseWhole(values.minOrder) ?? 0,
    maxDiscount: parseWhole(values.maxDiscount) ?? null,
    startsOn: values.startsOn.trim() || null,
    endsOn: values.endsOn.trim() || null,
    serviceIds: values.someServices ? values.serviceIds : null,
    firstOrderOnly: values.firstOrderOnly,
    perStudentLimit: parseWhole(values.perStudentLimit) ?? Number.NaN,
    totalLimit: parseWhole(values.totalLimit) ?? null,
  };
  if (!creating) return { ...terms, active: values.active };
  return { code: values.code, kind: values.kind, value: parseWhole(values.value) ?? Number.NaN, ...terms };
}

const BLANK: Partial<Record<VoucherFormField, string>> = {
  code: 'Vui lòng nhập mã giảm giá',
  value: 'Vui lòng nhập mức giảm',
  perStudentLimit: 'Vui lòng nhập số lần mỗi sinh viên',
};

type Resolved = Awaited<ReturnType<Resolver<VoucherForm, unknown, Record<string, unknown>>>>;

/**
 * The shared schema checks the dialog exactly as the server will (create: `createVoucherSchema`;
 * edit: `updateVoucherSchema`, code and amount fixed); a blank number says what to type rather
 * than the schema's "phải là số".
 */
export function voucherResolver(creating: boolean): Resolver<VoucherForm, unknown, Record<string, unknown>> {
  const resolve = zodResolver(creating ? createVoucherSchema : updateVoucherSchema);
  return async (values, context, options) => {
    const result = (await resolve(toVoucherInput(values, creating) as never, context, options as never)) as Resolved;
    // An error on one of the chosen services sits on its item: the field shows one message.
    const services = result.errors.serviceIds as Record<string, unknown> | undefined;
    if (services && typeof services.message !== 'string') {
      (result.errors as FieldErrors<VoucherForm>).serviceIds = { type: 'invalid', message: 'Dịch vụ không hợp lệ' };
    }
    const blanks = Object.fromEntries(
      Object.entries(BLANK)
        .filter(
          ([field]) => (creating || field === 'perStudentLimit') && !String(values[field as VoucherFormField]).trim(),
        )
        .map(([field, message]) => [field, { type: 'required', message }]),
    ) as FieldErrors<VoucherForm>;
    if (!Object.keys(blanks).length) return result;
    return { values: {}, errors: { ...result.errors, ...blanks } as FieldErrors<VoucherForm> };
  };
}
