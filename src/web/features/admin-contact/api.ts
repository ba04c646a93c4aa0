import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactListResponse } from '../../../core/admin-contact';
import { apiGet, apiRequest } from '../../lib/api';
import { queryString, startOfToday } from '../../lib/query-string';

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
