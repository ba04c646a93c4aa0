import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactListResponse } from '../../../core/admin-contact';
import type { AdminUserInput, AdminUserRow, UserListResponse } from '../../../core/admin-users';
import type { SystemSettings } from '../../../core/settings';
import { apiGet, apiRequest } from '../../lib/api';
import { queryString, startOfToday } from '../../lib/query-string';

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

export interface ContactListParams {
  page: number;
  search: string;
  status: string;
  sort: string;
  order: 'asc' | 'desc';
}

export function useContactList(params: ContactListParams) {
  return useQuery({
    queryKey: ['admin', 'contact-messages', params],
    queryFn: async () =>
      (await apiGet<ContactListResponse>(
        `/api/admin/contact-messages?${queryString({ ...params, since: startOfToday() })}`,
      )) as ContactListResponse,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  });
}

export const resolveMessage = (id: string) => apiRequest('PATCH', `/api/admin/contact-messages/${id}/resolve`, {});
export const replyToMessage = (id: string, reply: string) =>
  apiRequest('POST', `/api/admin/contact-messages/${id}/reply`, { reply });
export const deleteMessage = (id: string) => apiRequest('DELETE', `/api/admin/contact-messages/${id}`);

/** The settings and when they were last saved, which a save sends back (409 if someone saved since). */
export interface LoadedSettings {
  settings: SystemSettings;
  updatedAt: string;
}

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: async () => (await apiGet<LoadedSettings>('/api/admin/settings')) as LoadedSettings,
  retry: 1,
});

export const saveSettings = (settings: SystemSettings, updatedAt: string) =>
  apiRequest<LoadedSettings>('PATCH', '/api/admin/settings', { ...settings, updatedAt });
