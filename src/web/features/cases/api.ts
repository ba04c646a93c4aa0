import { queryOptions } from '@tanstack/react-query';
import type { CaseReason } from '../../../core/case-reasons';
import type { FixableDocument, FixableField, Fixes } from '../../../core/case-requests';
import type { PassportRead } from '../../../core/passport-check';
import { apiRequest } from '../../lib/api';

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
  /** The traveller's answers the device compares, and the stored scan's lines when read (decision 044). */
  passport: { typed: Record<string, string>; read: PassportRead | null };
}

/** The signed link's token travels in a header (decision 017), never in a logged URL. */
const headersFor = (token: string | null): Record<string, string> => (token ? { 'X-Fix-Token': token } : {});

const taskUrl = (id: string, index: string) => `/api/applications/${id}/travellers/${index}/fixes`;

// Through the site's one fetch client (lib/api.ts): its time limit, and a refusal read by its code
// even when the answer is a proxy's HTML page. Documents are uploaded by the shared upload.
export const fixTaskQuery = (id: string, index: string, token: string | null) =>
  queryOptions({
    queryKey: ['fix-task', id, index],
    queryFn: () => apiRequest<FixTask>('GET', taskUrl(id, index), undefined, headersFor(token)),
    retry: false,
  });

export const sendFixes = (id: string, index: string, token: string | null, fixes: Fixes) =>
  apiRequest<{ success: true; referenceNumber: string }>('POST', taskUrl(id, index), fixes, headersFor(token));
