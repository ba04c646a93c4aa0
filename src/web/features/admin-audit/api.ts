import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '../../../core/admin-audit';
import type { UserListResponse } from '../../../core/admin-users';
import { apiGet } from '../../lib/api';
import { localDayStart, queryString } from '../../lib/query-string';

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

/** The API's query string: local days become instants, so 'to' takes in the whole of its day. */
export function auditQueryString(params: AuditListParams): string {
  const { actor, action, target, after, before } = params;
  return queryString({
    actor,
    action,
    target,
    after,
    before,
    from: params.from && localDayStart(params.from),
    to: params.to && localDayStart(params.to, true),
  });
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
