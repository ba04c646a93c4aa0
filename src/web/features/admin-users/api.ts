import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserInput, AdminUserRow, UserListResponse } from '../../../core/admin-users';
import { apiGet, apiRequest } from '../../lib/api';
import { queryString } from '../../lib/query-string';

export interface UserListParams {
  page: number;
  search: string;
  role: string;
  sort: string;
  order: 'asc' | 'desc';
}

/** Admin spec §7: the user list stays fresh 60 s; every change invalidates ['admin', 'users']. */
export function useUserList(params: UserListParams) {
  return useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: async () =>
      (await apiGet<UserListResponse>(`/api/admin/users?${queryString({ ...params })}`)) as UserListResponse,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  });
}

export const createUser = (input: AdminUserInput) =>
  apiRequest<{ success: true; user: AdminUserRow }>('POST', '/api/admin/users', input);

/** A blank password is left out, so the current one is kept (admin spec §5). */
export function updateUser(id: string, input: AdminUserInput) {
  const { password, ...rest } = input;
  return apiRequest<{ success: true; user: AdminUserRow }>(
    'PATCH',
    `/api/admin/users/${id}`,
    password ? { ...rest, password } : rest,
  );
}

export const deleteUser = (id: string) => apiRequest('DELETE', `/api/admin/users/${id}`);
export const sendPasswordReset = (id: string) => apiRequest('POST', `/api/admin/users/${id}/reset-password`);
/** Removes a user's second factor (a lost phone): they are signed out and staff set it up again. */
export const resetSecondFactor = (id: string) => apiRequest('POST', `/api/admin/users/${id}/mfa/reset`);
