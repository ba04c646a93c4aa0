import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { AdminApplication, ApplicationListResponse, StatusChange } from '../../../core/admin-applications';
import type { AdminStatistics } from '../../../core/admin-statistics';
import { apiGet, apiRequest } from '../../lib/api';
import { queryString } from '../../lib/query-string';

export interface ListParams {
  page: number;
  search: string;
  status: string;
  nationality: string;
  submittedFrom: string;
  submittedTo: string;
  processingType: string;
  /** 'yes': a traveller answered yes to a suitability question (decision 033); '' for all. */
  suitability: string;
  sort: string;
  order: 'asc' | 'desc';
  /** The caseworker's queue view: all, mine or unassigned. */
  view: string;
  /** One account's applications (from the users list); '' for all. */
  userId: string;
  /** The admin's own time zone, for the submission-date filter's days. */
  timeZone?: string;
}

export const statisticsQuery = queryOptions({
  queryKey: ['admin', 'statistics'],
  queryFn: async () => (await apiGet<AdminStatistics>('/api/admin/statistics')) as AdminStatistics,
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: true,
  retry: 1,
});

/**
 * The applications list. Moving to a nearby page of the same list, or refreshing it, sends the
 * first row of the page last shown as an anchor, so the server reads the page from there instead
 * of counting rows from the start (fast at any depth, in any sort).
 */
export function useApplicationList(params: ListParams) {
  const seen = useRef<{ list: string; page: number; id: string } | null>(null);
  const list = queryString({ ...params, page: undefined });
  return useQuery({
    queryKey: ['admin', 'applications', params],
    queryFn: async () => {
      const last = seen.current;
      const anchor = last && last.list === list ? { anchor: last.id, anchorPage: last.page } : {};
      const data = (await apiGet<ApplicationListResponse>(
        `/api/admin/applications?${queryString({ ...params, ...anchor })}`,
      )) as ApplicationListResponse;
      const first = data.applications[0];
      if (first) seen.current = { list, page: params.page, id: first.id };
      return data;
    },
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
