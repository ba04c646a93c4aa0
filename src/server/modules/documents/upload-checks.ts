import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  type DocumentKind,
  documentMimeTypes,
  isPhotoLargeEnough,
  photoTooSmallMessage,
} from '../../../core/applications';
import { errorCodes, refusalCodes } from '../../../core/errors';
import { maxImagePixels, maxUploadMegabytes } from '../../../core/limits';
import { concurrencyLimit } from '../../lib/concurrency';
import { AppError, badRequest, unavailable, unsupportedType } from '../../lib/errors';
import { scanWithClamd } from '../../lib/virus-scan';
import { pdfSafety } from './pdf-safety';

export const fileTypeMessages = {
  photo: 'Invalid file type. Please upload a JPEG or PNG image.',
  other: 'Invalid file type. Please upload a JPEG, PNG, or PDF file.',
} as const;
export const fileTooLargeMessage = `File too large. Maximum size is ${maxUploadMegabytes} MB.`;
export const activeContentMessage =
  'This PDF contains active content or is protected. Please upload a plain scan or photo.';
export const pdfUnreadableMessage =
  'We could not read every part of this PDF, so we cannot accept it. Please upload a photo or a plain scan.';
export const pdfTooComplexMessage = 'This PDF is too complex for us to check. Please upload a photo or a plain scan.';
export const imageTooLargeMessage = 'This image has too many pixels. Please upload a photo of at most 40 megapixels.';
export const scanUnavailableMessage = 'We could not check your file right now. Please try again in a few minutes.';
export const infectedMessage = 'This file did not pass our virus check. Please upload a different file.';

/**
 * At most `maxImagePixels` per image (core/limits.ts), and two decodes at a time keep the memory
 * bounded whatever arrives at once; PDF checks (each in a worker) share the same two places.
 */
export const imageDecodes = concurrencyLimit(2);

const typeMessage = (kind: DocumentKind) => (kind === 'photo' ? fileTypeMessages.photo : fileTypeMessages.other);
const typeCode = (kind: DocumentKind) => (kind === 'photo' ? refusalCodes.photoType : refusalCodes.documentType);

/** Re-encodes an image so EXIF data (GPS) and anything appended after it are dropped. */
async function reencodedImage(data: Buffer, mime: 'image/jpeg' | 'image/png', kind: DocumentKind) {
  let size: { width: number; height: number };
  try {
    // The header only, nothing decoded: sharp's own default limit would hide why we refuse.
    const { width = 0, height = 0, orientation = 1 } = await sharp(data, { limitInputPixels: false }).metadata();
    // EXIF orientations 5-8 turn the picture a quarter: as it will be shown, width and height swap.
    size = orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    throw unsupportedType(typeMessage(kind), typeCode(kind));
  }
  if (size.width * size.height > maxImagePixels) {
    throw new AppError(413, errorCodes.imageTooLarge, imageTooLargeMessage);
  }
  if (kind === 'photo' && !isPhotoLargeEnough(size.width, size.height)) {
    throw badRequest(photoTooSmallMessage, { file: refusalCodes.photoTooSmall }, refusalCodes.photoTooSmall);
  }
  return imageDecodes.run(async () => {
    try {
      const image = sharp(data, { failOn: 'error', limitInputPixels: maxImagePixels }).rotate();
      return await (mime === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
    } catch {
      throw unsupportedType(typeMessage(kind), typeCode(kind));
    }
  });
}

async function checkedPdf(data: Buffer, kind: DocumentKind) {
  if (!data.subarray(0, 1024).toString('latin1').includes('%PDF-'))
    throw unsupportedType(typeMessage(kind), typeCode(kind));
  // Off the event loop, two at a time with the image decodes: memory stays bounded whatever arrives.
  const safety = await imageDecodes.run(() => pdfSafety(data));
  if (safety === 'unreadable') throw new AppError(415, errorCodes.pdfUnreadable, pdfUnreadableMessage);
  if (safety === 'tooComplex') throw new AppError(415, errorCodes.pdfTooComplex, pdfTooComplexMessage);
  if (safety === 'active') throw new AppError(415, errorCodes.activeContent, activeContentMessage);
  // Stored as uploaded: only bytes the reader read whole and found plain.
  return data;
}

export interface UploadChecks {
  /** clamd; when set, a file it cannot scan is not accepted. */
  clamav?: { host: string; port: number };
}

/**
 * Checks the bytes (never the name or the browser's claim), scans them when clamd is configured,
 * re-encodes images and refuses PDFs with active content: what may be stored, and its type.
 */
export async function checkedUpload(kind: DocumentKind, data: Buffer, checks: UploadChecks) {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime;
  if (!mime || !documentMimeTypes[kind].includes(mime)) throw unsupportedType(typeMessage(kind), typeCode(kind));

  if (checks.clamav) {
    const scan = await scanWithClamd(checks.clamav, data).catch(() => {
      throw unavailable(scanUnavailableMessage, refusalCodes.scanUnavailable);
    });
    if (scan.infected) throw new AppError(422, errorCodes.fileInfected, infectedMessage);
  }
  const stored =
    mime === 'image/jpeg' || mime === 'image/png'
      ? await reencodedImage(data, mime, kind)
      : await checkedPdf(data, kind);

  return { mime, stored };
}
