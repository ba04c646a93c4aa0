import { queryOptions } from '@tanstack/react-query';
import type { CaseReason } from '../../../core/case-reasons';
import type { FixableDocument, FixableField, Fixes } from '../../../core/case-requests';
import { ApiError } from '../../lib/api';
import { ensureSession } from '../../lib/session';

export interface FixTask {
  referenceNumber: string;
  travellerIndex: number;
  firstName: string;
  lastName: string;
  message: string;
  departureDate: string;
  fields: { field: FixableField; value: string }[];
  documents: FixableDocument[];
  /** Standard reasons (decision 038), read in the traveller's language. */
  reasons: CaseReason[];
}

/** The signed link's token travels in a header (decision 017), never in a logged URL. */
const headersFor = (token: string | null): Record<string, string> => (token ? { 'X-Fix-Token': token } : {});

async function send<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { ...headersFor(token), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new ApiError(response.status, text, parsed);
  return parsed as T;
}

const taskUrl = (id: string, index: string) => `/api/applications/${id}/travellers/${index}/fixes`;

export const fixTaskQuery = (id: string, index: string, token: string | null) =>
  queryOptions({
    queryKey: ['fix-task', id, index],
    queryFn: () => send<FixTask>('GET', taskUrl(id, index), token),
    retry: false,
  });

export const sendFixes = (id: string, index: string, token: string | null, fixes: Fixes) =>
  send<{ success: true; referenceNumber: string }>('POST', taskUrl(id, index), token, fixes);

/** A new document for a fix, uploaded like the wizard's (the visit's session owns it). */
export async function uploadDocument(kind: FixableDocument, file: File): Promise<{ id: string }> {
  await ensureSession().catch(() => undefined);
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  const response = await fetch('/api/documents', { method: 'POST', body, credentials: 'include' });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : undefined;
  if (response.status !== 201) throw new ApiError(response.status, text, parsed);
  return parsed as { id: string };
}
