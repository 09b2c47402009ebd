import { z } from 'zod';
import { SCAN_STAGES } from '../floor-constants';
import { ORDER_STATUSES } from '../order-constants';
import { bagScanSchema, rackSchema } from './floor';

/**
 * Bag scans and racks (decision 043, "A scan at every stage"): the staff's `POST /scans`, the
 * admin's racks and bag finder, an order's scans.
 */

/** A bag's code as printed on its label (`TSA-YYMMDD-NNNN`), typed or read from its QR. */
const bagCodeSchema = z
  .string({ error: 'Vui lòng nhập mã túi' })
  .trim()
  .min(1, 'Vui lòng nhập mã túi')
  .max(40, 'Mã túi tối đa 40 ký tự')
  .transform((value) => value.toUpperCase());

/** A rack's code: letters, digits and dashes, as printed on its QR label. */
export const rackCodeSchema = z
  .string({ error: 'Vui lòng nhập mã kệ' })
  .trim()
  .min(1, 'Vui lòng nhập mã kệ')
  .max(20, 'Mã kệ tối đa 20 ký tự')
  .regex(/^[A-Za-z0-9-]+$/, 'Mã kệ chỉ gồm chữ không dấu, số và dấu gạch ngang')
  .transform((value) => value.toUpperCase());

/** `POST /scans`: one bag at one stage; SHELVED needs the rack it is put on. */
export const recordScanSchema = z.object({
  code: bagCodeSchema,
  stage: z.enum(SCAN_STAGES, { error: 'Vui lòng chọn khâu' }),
  rackCode: rackCodeSchema.nullish(),
});
export type RecordScanInput = z.input<typeof recordScanSchema>;

/** Why a recorded scan warns: a stage repeated or gone back, or the order's status not fitting the stage. */
export const SCAN_WARNINGS = ['REPEATED', 'BACKWARDS', 'STATUS'] as const;
export type ScanWarningKind = (typeof SCAN_WARNINGS)[number];

/** The bag a scan is about, as the scanner's banner shows it. */
export const scannedBagSchema = z.object({
  orderId: z.string(),
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  studentName: z.string(),
  room: z.string(),
  lastScanStage: z.enum(SCAN_STAGES).nullable(),
  rackCode: z.string().nullable(),
});
export type ScannedBag = z.infer<typeof scannedBagSchema>;

export const scanResultSchema = z.object({
  scan: bagScanSchema,
  bag: scannedBagSchema,
  /** Null when the scan came in order; otherwise what the scanner shows at once (the scan is kept). */
  warning: z.object({ kind: z.enum(SCAN_WARNINGS), message: z.string() }).nullable(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/** `GET /scans/bags/{code}` (admin's bag finder): the order and every scan of its bag. */
export const bagLookupSchema = z.object({ bag: scannedBagSchema, scans: z.array(bagScanSchema) });
export type BagLookup = z.infer<typeof bagLookupSchema>;

/** `POST /racks` (admins). */
export const createRackSchema = z.object({
  code: rackCodeSchema,
  name: z
    .string({ error: 'Vui lòng nhập tên kệ' })
    .trim()
    .min(1, 'Vui lòng nhập tên kệ')
    .max(60, 'Tên kệ tối đa 60 ký tự'),
});
export type CreateRackInput = z.input<typeof createRackSchema>;

/** `GET /racks/{code}/bags`: what is on a rack now. */
export const rackContentsSchema = z.object({ rack: rackSchema, bags: z.array(scannedBagSchema) });
export type RackContents = z.infer<typeof rackContentsSchema>;
