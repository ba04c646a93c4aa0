import { type DocumentKind, documentMimeTypes, isPhotoLargeEnough, minPhotoSize } from '../../core/applications';
import { refusalCodes } from '../../core/errors';
import { maxPhotoInputBytes, maxUploadBytes, shrunkPhotoMaxSide } from '../../core/limits';

/**
 * Why a chosen file is not uploaded: the server's own code for what it would refuse, so the words
 * are the same wherever the refusal is found; a HEIC photo has none (the server only sees its bytes).
 */
export type Refusal =
  | 'HEIC'
  | typeof refusalCodes.fileTooLarge
  | typeof refusalCodes.photoTooSmall
  | typeof refusalCodes.photoType
  | typeof refusalCodes.documentType;

const isHeic = (file: File) => /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
const isImage = (file: File) => file.type === 'image/jpeg' || file.type === 'image/png';

/** The longest sides tried, largest first, and the JPEG qualities tried at each. */
const shrinkSides = [shrunkPhotoMaxSide, 3000, 2200] as const;
const shrinkQualities = [0.9, 0.8, 0.65] as const;

/**
 * The sizes and qualities to try in turn until the JPEG fits the upload limit: the sharpest first,
 * never larger than the picture, and never smaller than the photo's pixel minimum.
 */
export function shrinkPlan(width: number, height: number): { width: number; height: number; quality: number }[] {
  const longest = Math.max(width, height);
  const floor = Math.max(minPhotoSize.width / width, minPhotoSize.height / height);
  const scales = [...new Set(shrinkSides.map((side) => Math.max(floor, Math.min(1, side / longest))))];
  return scales.flatMap((scale) =>
    shrinkQualities.map((quality) => ({
      width: Math.round(width * scale),
      height: Math.round(height * scale),
      quality,
    })),
  );
}

/**
 * Readies a chosen file for upload in the browser: refuses what the server would (type, size,
 * a photo under the pixel minimum) by its code, and shrinks a large phone photo (up to 25 MB)
 * on a canvas as JPEG, so it fits the upload limit and never reaches the server's pixel limit.
 */
export async function prepareUpload(file: File, kind: DocumentKind): Promise<File | Refusal> {
  if (isHeic(file)) return 'HEIC';
  if (file.type && !documentMimeTypes[kind].includes(file.type)) {
    return kind === 'photo' ? refusalCodes.photoType : refusalCodes.documentType;
  }
  if (!isImage(file)) return file.size > maxUploadBytes ? refusalCodes.fileTooLarge : file;
  if (file.size > maxPhotoInputBytes) return refusalCodes.fileTooLarge;
  let bitmap: ImageBitmap;
  try {
    // Upright by its EXIF orientation (the default), as the server and every viewer show it.
    bitmap = await createImageBitmap(file);
  } catch {
    // Not a readable image: the server says so by its bytes.
    return file;
  }
  try {
    if (kind === 'photo' && !isPhotoLargeEnough(bitmap.width, bitmap.height)) return refusalCodes.photoTooSmall;
    if (file.size <= maxUploadBytes && Math.max(bitmap.width, bitmap.height) <= shrunkPhotoMaxSide) return file;
    const canvas = document.createElement('canvas');
    for (const { width, height, quality } of shrinkPlan(bitmap.width, bitmap.height)) {
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      }
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= maxUploadBytes) {
        return new File([blob], `${file.name.replace(/\.\w+$/, '')}.jpg`, { type: 'image/jpeg' });
      }
    }
    return refusalCodes.fileTooLarge;
  } finally {
    bitmap.close();
  }
}
