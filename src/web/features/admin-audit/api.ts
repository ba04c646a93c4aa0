import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '../../../core/admin-users';
import type { AuditListResponse } from '../../../core/audit';
import { apiGet } from '../../lib/api';

/** The Activity page's address-bar state: filters as typed (days are the reader's own) and the cursor. */
export interface AuditListParams {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
  after: string;
  before: string;
}

/** Midnight at the start of a local day, or of the day after it (`next`), as an instant. */
export function localDayStart(day: string, next = false): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + (next ? 1 : 0)).toISOString();
}

/** The API's query string: local days become instants, so 'to' takes in the whole of its day. */
export function auditQueryString(params: AuditListParams): string {
  const query = new URLSearchParams();
  for (const key of ['actor', 'action', 'target', 'after', 'before'] as const) {
    if (params[key] && params[key] !== 'all') query.set(key, params[key]);
  }
  if (params.from) query.set('from', localDayStart(params.from));
  if (params.to) query.set('to', localDayStart(params.to, true));
  return query.toString();
}

export function useAuditEvents(params: AuditListParams) {
  return useQuery({
    queryKey: ['admin', 'audit-events', params],
    queryFn: async () =>
      (await apiGet<AuditListResponse>(`/api/admin/audit-events?${auditQueryString(params)}`)) as AuditListResponse,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** The staff accounts, for the 'Staff member' filter. */
export const staffQuery = queryOptions({
  queryKey: ['admin', 'users', 'staff'],
  queryFn: async () =>
    (
      (await apiGet<UserListResponse>(
        '/api/admin/users?role=admin&pageSize=100&sort=name&order=asc',
      )) as UserListResponse
    ).users,
  staleTime: 60_000,
  retry: 1,
});
