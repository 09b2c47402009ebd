import sharp from 'sharp';

/** The longest side a stored photo keeps; enough to read a stain or a label on a phone. */
export const PHOTO_MAX_SIDE = 1600;
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Markers of active content (a page, a script, a PDF) that have no business inside a photo.
 * An image carrying them is a polyglot made to be opened as something else.
 */
const ACTIVE_CONTENT = [/<script/i, /<html/i, /<\?php/i, /<svg/i, /<!doctype/i, /%PDF-/];

/** Where the container of a JPEG, PNG or WebP ends; bytes after it are not part of the image. */
function imageEnd(bytes: Buffer, type: string): number {
  if (type === 'image/png') {
    const iend = bytes.lastIndexOf('IEND', undefined, 'latin1');
    return iend < 0 ? bytes.length : iend + 8; // the chunk type, then its 4-byte CRC
  }
  if (type === 'image/webp') return Math.min(bytes.length, bytes.readUInt32LE(4) + 8);
  const eoi = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
  return eoi < 0 ? bytes.length : eoi + 2;
}

/**
 * True when the file is more than an image: something appended after the image's end (a ZIP,
 * a page) or active content inside it. Trailing zero padding, which some cameras write, is fine.
 */
export function looksLikePolyglot(bytes: Buffer, type: string): boolean {
  const latin1 = bytes.toString('latin1');
  if (ACTIVE_CONTENT.some((marker) => marker.test(latin1))) return true;
  const tail = bytes.subarray(imageEnd(bytes, type));
  return tail.some((byte) => byte !== 0);
}

/**
 * Decodes the photo and encodes it again as WebP: what is stored is pixels only, with no EXIF
 * (a phone writes the GPS position of the student's room there), no comment or ICC payload,
 * turned upright first and no larger than PHOTO_MAX_SIDE. Undefined when the bytes do not
 * decode as an image.
 */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
