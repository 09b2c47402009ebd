import type { FastifyRequest } from 'fastify';
import { REPORT_LIMITS } from '@tsa/shared';
import { AppError, isAppError } from '../../lib/app-error';

/** The field a proof's photo comes in (one photo). */
export const PHOTO_FIELD = 'photo';

export const PROOF_MULTIPART_LIMITS = {
  fileSize: REPORT_LIMITS.maxPhotoBytes,
  files: 1,
  fields: 10,
  fieldSize: 8192,
  parts: 12,
  headerPairs: 100,
};

/** A proof's form: `stage`, `items` (JSON), `weightKg`, and one `photo`, held in memory (5 MB at most). */
export async function readProofForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; photo?: Buffer }> {
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD || photo) {
          part.file.resume();
          throw new AppError('uploads/invalid-form', {
            fields: { [part.fieldname]: `Gửi một ảnh trong trường "${PHOTO_FIELD}"` },
          });
        }
        const bytes = await part.toBuffer();
        if (!bytes.length && !part.filename) continue;
        photo = bytes;
      } else {
        if (part.valueTruncated) {
          throw new AppError('request/invalid-input', { fields: { [part.fieldname]: 'Giá trị quá dài' } });
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('uploads/too-large', { fields: { [PHOTO_FIELD]: 'Ảnh tối đa 5 MB' } });
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('uploads/invalid-form', { fields: { [PHOTO_FIELD]: 'Chỉ gửi một ảnh' } });
    }
    throw new AppError('uploads/invalid-form');
  }
  return { fields, photo };
}

/** The multipart text fields as the schema reads them: `items` is JSON, `weightKg` a number. */
export function proofFields(fields: Record<string, string>): Record<string, unknown> {
  let items: unknown = [];
  if (fields.items) {
    try {
      items = JSON.parse(fields.items);
    } catch {
      throw new AppError('request/invalid-input', { fields: { items: 'Danh sách đồ không hợp lệ' } });
    }
  }
  const weight = fields.weightKg?.trim().replace(',', '.');
  return {
    stage: fields.stage,
    items,
    weightKg: weight ? Number(weight) : null,
  };
}
