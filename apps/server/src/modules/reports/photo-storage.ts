import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPORT_PHOTO_TYPES, type ReportPhotoType } from '@tsa/shared';
import { fileTypeFromBuffer } from 'file-type';

const EXTENSIONS: Record<ReportPhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const photoExtension = (type: ReportPhotoType) => EXTENSIONS[type];

/**
 * The photo format its bytes show (magic numbers), whatever the file is called or claims to
 * be; undefined for anything but JPEG, PNG and WebP.
 */
export async function detectPhotoType(bytes: Buffer): Promise<ReportPhotoType | undefined> {
  if (!bytes.length) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  return REPORT_PHOTO_TYPES.find((type) => type === detected?.mime);
}

export interface StoredPhoto {
  storageKey: string;
  contentType: ReportPhotoType;
  size: number;
}

const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');
const reportDir = (dataDir: string, reportId: string) => path.join(uploadsRoot(dataDir), 'reports', reportId);

/** Writes the photos of a new report under DATA_DIR/uploads/reports/<reportId>/, each under a random name. */
export async function writeReportPhotos(
  dataDir: string,
  reportId: string,
  photos: { bytes: Buffer; contentType: ReportPhotoType }[],
): Promise<StoredPhoto[]> {
  if (!photos.length) return [];
  await mkdir(reportDir(dataDir, reportId), { recursive: true });
  const stored: StoredPhoto[] = [];
  for (const photo of photos) {
    const name = `${randomBytes(16).toString('hex')}.${photoExtension(photo.contentType)}`;
    const storageKey = `reports/${reportId}/${name}`;
    await writeFile(path.join(reportDir(dataDir, reportId), name), photo.bytes, { flag: 'wx' });
    stored.push({ storageKey, contentType: photo.contentType, size: photo.bytes.length });
  }
  return stored;
}

/** Undoes `writeReportPhotos` when the report could not be saved. */
export async function removeReportPhotos(dataDir: string, reportId: string): Promise<void> {
  await rm(reportDir(dataDir, reportId), { recursive: true, force: true });
}

/** The bytes of a stored photo; undefined when the file is gone or the key leaves the uploads folder. */
export async function readStoredPhoto(dataDir: string, storageKey: string): Promise<Buffer | undefined> {
  const root = uploadsRoot(dataDir);
  const file = path.resolve(root, ...storageKey.split('/'));
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
