import { REPORT_LIMITS, REPORT_PHOTO_TYPES } from '@tsa/shared';

export const PHOTO_TYPE_ERROR = 'Chỉ nhận ảnh JPEG, PNG hoặc WebP';
export const PHOTO_SIZE_ERROR = `Mỗi ảnh tối đa ${REPORT_LIMITS.maxPhotoBytes / 1024 / 1024} MB`;
export const PHOTO_COUNT_ERROR = `Tối đa ${REPORT_LIMITS.maxPhotos} ảnh`;

/**
 * The photos a report may carry, checked before upload (the server checks again, by content):
 * JPEG, PNG or WebP, 5 MB each, 3 in all. Returns the files kept and why others were left out.
 */
export function addPhotos(current: readonly File[], incoming: readonly File[]): { photos: File[]; errors: string[] } {
  const photos = [...current];
  const errors = new Set<string>();
  for (const file of incoming) {
    if (!(REPORT_PHOTO_TYPES as readonly string[]).includes(file.type)) errors.add(`${file.name}: ${PHOTO_TYPE_ERROR}`);
    else if (file.size > REPORT_LIMITS.maxPhotoBytes) errors.add(`${file.name}: ${PHOTO_SIZE_ERROR}`);
    else if (photos.length >= REPORT_LIMITS.maxPhotos) errors.add(PHOTO_COUNT_ERROR);
    else photos.push(file);
  }
  return { photos, errors: [...errors] };
}
