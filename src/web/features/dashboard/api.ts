import { queryOptions } from '@tanstack/react-query';
import type { MyApplication, MyApplicationList, MyMessage, TrackingResult } from '../../../core/my-applications';
import { apiGet, apiRequest } from '../../lib/api';

export const myApplicationsQuery = queryOptions({
  queryKey: ['my-applications'],
  queryFn: async () => (await apiGet<MyApplicationList>('/api/user/applications'))?.applications ?? [],
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

export const receiptUrl = (id: string) => `/api/applications/${encodeURIComponent(id)}/receipt.pdf`;
