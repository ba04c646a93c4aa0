import type { DocumentKind } from '../../../core/application';
import { photoTooSmallMessage } from '../../../core/application';
import { errorCodes } from '../../../core/errors';
import { ensureSession } from '../../lib/session';

/** What POST /api/documents answers for a stored file. */
export interface StoredDocument {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** Uploads with progress (fetch has no upload progress; XMLHttpRequest does). */
export async function uploadFile(
  file: File,
  kind: DocumentKind,
  onProgress: (fraction: number) => void,
): Promise<StoredDocument> {
  await ensureSession().catch(() => {
    // The upload itself then starts a session and reports any failure.
  });
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/documents');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: { message?: string; code?: string; id?: string } = {};
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // not JSON
      }
      if (request.status === 201) resolve(parsed as never);
      else reject(Object.assign(new Error(parsed.message ?? ''), { status: request.status, code: parsed.code }));
    };
    request.onerror = () => reject(Object.assign(new Error(''), { status: 0 }));
    request.send(body);
  });
}

/** The `apply` message key for a refused upload, from the server's code or status. */
export function uploadErrorKey(
  kind: DocumentKind,
  error: { status?: number; code?: string; message?: string },
): string {
  const { status, code, message } = error;
  if (code === errorCodes.imageTooLarge) return 'documents.imageTooLarge';
  if (code === errorCodes.activeContent) return 'documents.activeContent';
  if (code === errorCodes.fileInfected) return 'documents.infected';
  if (message === photoTooSmallMessage) return 'documents.photoTooSmall';
  if (status === 413) return 'documents.tooLarge';
  if (status === 415) return kind === 'photo' ? 'documents.invalidPhotoType' : 'documents.invalidType';
  return 'documents.uploadError';
}
