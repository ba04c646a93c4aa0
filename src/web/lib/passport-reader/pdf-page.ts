import { maxImagePixels, maxUploadBytes } from '../../../core/limits';
import { jpegSize, pagePicture } from '../../../core/pdf-page-picture';

/**
 * A PDF passport scan's first page as a picture the device can read (issue 32), under the limits
 * of decision 031: a file no larger than an upload, only a JPEG the file carries as it is (the
 * picture a scanner or a phone scanner app writes; nothing is inflated, no PDF syntax is
 * interpreted), and no larger than the server decodes, its size read from its header before the
 * browser decodes it. Null when there is no such picture: the scan is then unreadable here, and
 * blocks nobody.
 */
export async function pdfPagePicture(file: Blob): Promise<Blob | null> {
  if (file.size > maxUploadBytes) return null;
  const picture = pagePicture(new Uint8Array(await file.arrayBuffer()));
  const size = picture && jpegSize(picture);
  if (!picture || !size || size.width * size.height > maxImagePixels) return null;
  return new Blob([picture as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
}
