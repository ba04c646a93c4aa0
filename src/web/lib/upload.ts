import { type DocumentKind, documentMimeTypes, minPhotoSize } from '../../core/applications';
import type { ApiErrorBody } from '../../core/errors';
import { maxUploadBytes } from '../../core/limits';
import { ApiError, apiRequest } from './api';
import { ensureSession } from './session';

/** What POST /api/documents answers for a stored file. */
export interface StoredDocument {
  id: string;
  name: string;
  size: number;
  type: string;
}

/**
 * The rules an upload is held to, as the words' parameters ({{maxMb}}, {{minWidth}}, {{minHeight}}):
 * the numbers live in src/core, never in a translation.
 */
export const uploadRuleParams = {
  maxMb: maxUploadBytes / (1024 * 1024),
  minWidth: minPhotoSize.width,
  minHeight: minPhotoSize.height,
} as const;

const extensions: Record<string, string> = {
  'image/jpeg': '.jpg,.jpeg',
  'image/png': '.png',
  'application/pdf': '.pdf',
};
/** The file chooser's filter: the types src/core allows, and their extensions. */
export const acceptOf = (kind: DocumentKind) =>
  [...documentMimeTypes[kind], ...documentMimeTypes[kind].map((type) => extensions[type])].join(',');

/** An upload that has not finished by then is given up, like any call of the fetch client. */
export const uploadTimeoutMs = 120_000;

/**
 * The answer to an upload as the fetch client reads any answer: the stored file for a 201, else an
 * ApiError carrying the refusal's code (an HTML error page from a proxy is no JSON and no code).
 */
export function uploadAnswer(status: number, text: string): StoredDocument {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (status === 201 && body && typeof (body as StoredDocument).id === 'string') return body as StoredDocument;
  const refusal = body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : undefined;
  throw new ApiError(status, `${status}: ${text}`, refusal);
}

/** Uploads with progress (fetch has no upload progress; XMLHttpRequest does), within a time limit. */
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
    request.timeout = uploadTimeoutMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(uploadAnswer(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    // As fetch: a TypeError when the server cannot be reached, a TimeoutError when it is too slow.
    request.onerror = () => reject(new TypeError('Network error'));
    request.ontimeout = () => reject(new DOMException('The upload timed out', 'TimeoutError'));
    request.send(body);
  });
}

/** A file this visit uploaded and no longer needs (replaced or removed); a failure is harmless. */
export function discardUpload(id: string) {
  void apiRequest('DELETE', `/api/documents/${encodeURIComponent(id)}`).catch(() => undefined);
}
