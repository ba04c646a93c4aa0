import { type DocumentKind, documentMimeTypes, isPhotoLargeEnough } from '../../../core/application';
import { maxPhotoInputBytes, maxUploadBytes, shrunkPhotoMaxSide } from '../../../core/limits';

/** Why a chosen file is not uploaded, as a key of the apply namespace's 'documents' messages. */
export type Refusal = 'tooLarge' | 'heic' | 'photoTooSmall' | 'invalidType' | 'invalidPhotoType';

const isHeic = (file: File) => /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
const isImage = (file: File) => file.type === 'image/jpeg' || file.type === 'image/png';

/**
 * Readies a chosen file for upload in the browser: refuses what the server would (type, size,
 * a photo under 600 × 750 pixels) with the reason, and shrinks a large phone photo (up to 25 MB)
 * on a canvas to at most 4000 pixels a side as JPEG, so it fits the 5 MB upload limit and never
 * reaches the server's pixel limit.
 */
export async function prepareUpload(file: File, kind: DocumentKind): Promise<File | Refusal> {
  if (isHeic(file)) return 'heic';
  if (file.type && !documentMimeTypes[kind].includes(file.type)) {
    return kind === 'photo' ? 'invalidPhotoType' : 'invalidType';
  }
  if (!isImage(file)) return file.size > maxUploadBytes ? 'tooLarge' : file;
  if (file.size > maxPhotoInputBytes) return 'tooLarge';
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Not a readable image: the server says so by its bytes.
    return file;
  }
  try {
    if (kind === 'photo' && !isPhotoLargeEnough(bitmap.width, bitmap.height)) return 'photoTooSmall';
    const longest = Math.max(bitmap.width, bitmap.height);
    if (file.size <= maxUploadBytes && longest <= shrunkPhotoMaxSide) return file;
    const scale = Math.min(1, shrunkPhotoMaxSide / longest);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.9, 0.8, 0.65]) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= maxUploadBytes) {
        return new File([blob], `${file.name.replace(/\.\w+$/, '')}.jpg`, { type: 'image/jpeg' });
      }
    }
    return 'tooLarge';
  } finally {
    bitmap.close();
  }
}
