import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FailedEmail, FailedEmailsPage } from '../../../core/admin-emails';
import { apiGet, apiRequest } from '../../lib/api';

export const failedEmailsKey = ['admin', 'emails', 'failed'] as const;

export function useFailedEmails(page: number) {
  return useQuery({
    queryKey: [...failedEmailsKey, page],
    queryFn: async () => (await apiGet<FailedEmailsPage>(`/api/admin/emails/failed?page=${page}`)) as FailedEmailsPage,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export const resendEmail = (id: string) => apiRequest<{ email: FailedEmail }>('POST', `/api/admin/emails/${id}/resend`);
