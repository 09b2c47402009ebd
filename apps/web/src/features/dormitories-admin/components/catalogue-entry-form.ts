import { createBuildingSchema, createDormitorySchema, type Building, type Dormitory } from '@tsa/shared';
import { fieldErrors } from '@/lib/field-errors';

/** The dialog's fields as typed: room numbers stay text until they are checked. */
export interface CatalogueEntryForm {
  name: string;
  code: string;
  active: boolean;
  roomMin: string;
  roomMax: string;
}
export type CatalogueEntryField = keyof CatalogueEntryForm;

export type CatalogueEntryKind = 'dormitory' | 'building';

export function entryToForm(entry: Dormitory | Building | null): CatalogueEntryForm {
  const rooms = entry && 'roomMin' in entry ? entry : null;
  return {
    name: entry?.name ?? '',
    code: entry?.code ?? '',
    active: entry?.active ?? true,
    roomMin: rooms?.roomMin != null ? String(rooms.roomMin) : '',
    roomMax: rooms?.roomMax != null ? String(rooms.roomMax) : '',
  };
}

/** Blank is "no bound"; anything else that is not a whole number is NaN, which the schema words. */
function roomBound(text: string): number | null {
  const compact = text.trim();
  if (!compact) return null;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

export type CheckedEntry =
  | {
      ok: true;
      value: { name: string; code: string; active: boolean; roomMin?: number | null; roomMax?: number | null };
    }
  | { ok: false; errors: Partial<Record<CatalogueEntryField, string>> };

/** The form checked by the same schema the server applies (a building also carries its rooms). */
export function checkEntry(kind: CatalogueEntryKind, form: CatalogueEntryForm): CheckedEntry {
  const base = { name: form.name, code: form.code, active: form.active };
  const parsed =
    kind === 'dormitory'
      ? createDormitorySchema.safeParse(base)
      : createBuildingSchema.safeParse({ ...base, roomMin: roomBound(form.roomMin), roomMax: roomBound(form.roomMax) });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error) };
}
