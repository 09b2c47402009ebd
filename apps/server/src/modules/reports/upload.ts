import { REPORT_LIMITS } from '@tsa/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error';

/** The field the photos come in; repeated once per photo. */
export const PHOTOS_FIELD = 'photos';

/** Limits of @fastify/multipart (busboy) for the reports routes. */
export const MULTIPART_LIMITS = {
  fileSize: REPORT_LIMITS.maxPhotoBytes,
  files: REPORT_LIMITS.maxPhotos,
  fields: 10,
  fieldSize: 4096,
  parts: 20,
  headerPairs: 100,
};

export interface ReportForm {
  fields: Record<string, string>;
  photos: Buffer[];
}

const tooManyPhotos = () =>
  new AppError('reports/too-many-photos', {
    fields: { [PHOTOS_FIELD]: `Tối đa ${REPORT_LIMITS.maxPhotos} ảnh` },
  });

/** The multipart plugin's own errors, in our codes and words. */
function uploadError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return tooManyPhotos();
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('uploads/too-large', { fields: { [PHOTOS_FIELD]: 'Mỗi ảnh tối đa 5 MB' } });
  }
  return new AppError('uploads/invalid-form');
}

/**
 * Reads a multipart/form-data report: text fields, and up to 3 `photos` held in memory
 * (at most 5 MB each, so at most 15 MB per request).
 */
export async function readReportForm(request: FastifyRequest): Promise<ReportForm> {
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTOS_FIELD) {
          part.file.resume();
          throw new AppError('uploads/invalid-form', {
            fields: { [part.fieldname]: `Ảnh phải được gửi trong trường "${PHOTOS_FIELD}"` },
          });
        }
        const bytes = await part.toBuffer();
        // A browser sends an empty part for a file input left empty.
        if (!bytes.length && !part.filename) continue;
        photos.push(bytes);
        if (photos.length > REPORT_LIMITS.maxPhotos) throw tooManyPhotos();
      } else {
        if (part.valueTruncated) {
          throw new AppError('request/invalid-input', { fields: { [part.fieldname]: 'Giá trị quá dài' } });
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { fields, photos };
}
