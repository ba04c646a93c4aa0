import type { PhotoWarning } from '../../../core/photo-check';
import { apiRequest } from '../api';

/**
 * The photo coach (decision 043): advice on a chosen photo from the traveller's device. The coach,
 * face-api and its weights load only now (a dynamic import, never on the public pages). It never
 * throws: a coach that cannot run gives `null`, and the photo is kept as it is.
 */
export async function coachPhoto(file: Blob): Promise<PhotoWarning[] | null> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return null;
  try {
    const { coachPhotoImage } = await import('./coach');
    return await coachPhotoImage(file);
  } catch {
    return null;
  }
}

/** What the coach showed beside an uploaded photo, kept with it for staff; a failure is harmless. */
export function recordShownAdvice(id: string, warnings: PhotoWarning[]) {
  void apiRequest('PUT', `/api/documents/${encodeURIComponent(id)}/device-check`, { warnings }).catch(() => undefined);
}
