import type { DevicePassportOutcome } from './types';

export type { DevicePassportCheck, DevicePassportOutcome } from './types';

/**
 * Reads a chosen passport image on the device. The reader and tesseract.js load only now (a
 * dynamic import, never on the public pages); it never throws: whatever goes wrong is 'unreadable'.
 * A PDF is left to the server, which reads it for staff.
 */
export async function readPassportOnDevice(file: Blob, today: string): Promise<DevicePassportOutcome> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return { status: 'unreadable' };
  try {
    const { readPassportImage } = await import('./reader');
    return await readPassportImage(file, today);
  } catch {
    return { status: 'unreadable' };
  }
}
