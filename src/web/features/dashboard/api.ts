import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MyApplication, MyApplicationList, MyMessage, TrackingResult } from '../../../core/my-applications';
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
  return apiRequest<TrackingResult>('GET', `/api/application-status/${encodeURIComponent(reference)}`);
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

/** One traveller not yet submitted, cancelled by the owner and refunded their price. */
export async function cancelTraveller(id: string, index: number): Promise<MyApplication> {
  return (
    await apiRequest<{ application: MyApplication }>(
      'POST',
      `/api/applications/${encodeURIComponent(id)}/travellers/${index}/cancel`,
    )
  ).application;
}
