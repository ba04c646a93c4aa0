import type { DevicePassportOutcome } from './types';

export type { DevicePassportCheck, DevicePassportOutcome } from './types';

/**
 * Reads a chosen passport scan on the device: a photo, or a PDF's first page picture. The reader
 * and tesseract.js load only now (a dynamic import, never on the public pages); it never throws:
 * whatever goes wrong is 'unreadable', which blocks nobody.
 */
export async function readPassportOnDevice(file: Blob, today: string): Promise<DevicePassportOutcome> {
  const kinds = ['image/jpeg', 'image/png', 'application/pdf'];
  if (!kinds.includes(file.type)) return { status: 'unreadable' };
  try {
    const { readPassportImage, readPassportPdf } = await import('./reader');
    return await (file.type === 'application/pdf' ? readPassportPdf : readPassportImage)(file, today);
  } catch {
    return { status: 'unreadable' };
  }
}
