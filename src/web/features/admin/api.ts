import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminApplication, AdminStatistics, ApplicationListResponse, StatusChange } from '../../../core/admin';
import { apiGet, apiRequest } from '../../lib/api';

export interface ListParams {
  page: number;
  search: string;
  status: string;
  nationality: string;
  submittedFrom: string;
  submittedTo: string;
  processingType: string;
  sort: string;
  order: 'asc' | 'desc';
}

/** The query string of the list and of its CSV export (empty values left out). */
export function listQueryString(params: Partial<ListParams>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== '' && value !== undefined && value !== null && !(key === 'status' && value === 'all')) {
      search.set(key, String(value));
    }
  }
  return search.toString();
}

export const statisticsQuery = queryOptions({
  queryKey: ['admin', 'statistics'],
  queryFn: async () => (await apiGet<AdminStatistics>('/api/admin/statistics')) as AdminStatistics,
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: true,
  retry: 1,
});

export function useApplicationList(params: ListParams) {
  return useQuery({
    queryKey: ['admin', 'applications', params],
    queryFn: async () =>
      (await apiGet<ApplicationListResponse>(
        `/api/admin/applications?${listQueryString(params)}`,
      )) as ApplicationListResponse,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'application', id],
    queryFn: async () =>
      (
        (await apiGet<{ success: true; application: AdminApplication }>(`/api/admin/applications/${id}`)) as {
          application: AdminApplication;
        }
      ).application,
    retry: 1,
  });

export async function changeStatus(id: string, change: StatusChange) {
  return apiRequest<{ success: true; application: AdminApplication }>(
    'PATCH',
    `/api/admin/applications/${id}/status`,
    change,
  );
}

export async function saveNote(id: string, notes: string) {
  return apiRequest<{ success: true; application: AdminApplication }>('POST', `/api/admin/applications/${id}/notes`, {
    notes,
  });
}
