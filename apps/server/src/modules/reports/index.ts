/** What other modules use of the reports' photo pipeline: type from bytes, re-encode, read back. */
export { looksLikePolyglot, reencodePhoto } from './photo-reencode';
export { detectPhotoType, readStoredPhoto } from './photo-storage';
