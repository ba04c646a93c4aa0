import { throwIfNotOk } from './api';

// Apart from the fetch client: only the profile downloads, and the home page's first load stays small.

/**
 * A file the server sends as an attachment (a ZIP): its bytes and the name the server gives it.
 * No time limit (it may be large); a refusal is an ApiError, so its words can be shown.
 */
export async function apiDownload(url: string): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName };
}
