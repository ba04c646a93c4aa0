import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MyApplication, MyApplicationList, MyMessage, TrackingResult } from '../../../core/my-applications';
import { normaliseReference } from '../../../core/references';
import { apiGet, apiRequest } from '../../lib/api';

/** Applications shown per page of the dashboard list; 'Show more' asks the server for the next page. */
export const myApplicationsPageSize = 20;

/** The dashboard list, a page at a time, until the server says there are no more (issue #18). */
export const myApplicationsQuery = infiniteQueryOptions({
  queryKey: ['my-applications'],
  initialPageParam: 1,
  queryFn: async ({ pageParam }) => {
    const list = await apiGet<MyApplicationList>(
      `/api/user/applications?page=${pageParam}&pageSize=${myApplicationsPageSize}`,
    );
    return { applications: list?.applications ?? [], hasMore: list?.hasMore ?? false, page: pageParam };
  },
  getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
});

export const myApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: ['my-applications', id],
    queryFn: async () =>
      (await apiGet<{ application: MyApplication }>(`/api/applications/${encodeURIComponent(id)}`))?.application ??
      null,
  });

export const myMessagesQuery = queryOptions({
  queryKey: ['my-messages'],
  queryFn: async () => (await apiGet<{ messages: MyMessage[] }>('/api/user/messages'))?.messages ?? [],
});

export async function trackReference(reference: string): Promise<TrackingResult> {
  // The server reads 'adv 12345678' as well; sent whole, the address in the logs is tidy.
  const wanted = normaliseReference(reference) ?? reference.trim();
  return apiRequest<TrackingResult>('GET', `/api/application-status/${encodeURIComponent(wanted)}`);
}

export async function cancelApplication(id: string): Promise<MyApplication> {
  return (
    await apiRequest<{ application: MyApplication }>('POST', `/api/applications/${encodeURIComponent(id)}/cancel`)
  ).application;
}

/** The receipt in the language the site is read in (decision 024). */
export const receiptUrl = (id: string, language: string) =>
  `/api/applications/${encodeURIComponent(id)}/receipt.pdf?lng=${encodeURIComponent(language)}`;

/** The traveller's own document: opened in the browser or downloaded (the server checks it is theirs). */
export const documentUrl = (id: string, view: 'inline' | 'download') =>
  `/api/documents/${encodeURIComponent(id)}${view === 'inline' ? '?view=inline' : ''}`;

export const documentThumbnailUrl = (id: string) => `/api/documents/${encodeURIComponent(id)}/thumbnail`;

/** The signed-in traveller's unfinished application, as the wizard saved it, or null. */
export interface SavedDraft {
  currentStep: number;
  lastSaved: string;
  additionalApplicants?: unknown[];
}

export const savedDraftQuery = queryOptions({
  queryKey: ['saved-progress'],
  queryFn: async () =>
    (await apiGet<{ success: boolean; data: SavedDraft | null }>('/api/application/saved-progress'))?.data ?? null,
});

export async function discardDraft(): Promise<void> {
  await apiRequest('DELETE', '/api/application/saved-progress');
}

/** One traveller not yet submitted, cancelled by the owner and refunded their price. */
export async function cancelTraveller(id: string, index: number): Promise<MyApplication> {
  return (
    await apiRequest<{ application: MyApplication }>(
      'POST',
      `/api/applications/${encodeURIComponent(id)}/travellers/${index}/cancel`,
    )
  ).application;
}
