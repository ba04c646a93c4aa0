import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AttentionPayment, FailedRefund } from '../../../core/payments';
import type { Refund } from '../../../core/refunds';
import { apiGet, apiRequest } from '../../lib/api';

export interface AttentionList {
  items: AttentionPayment[];
  failedRefunds: FailedRefund[];
  total: number;
  page: number;
}

export const attentionKey = ['admin', 'payments', 'attention'] as const;

export function useAttentionPayments(page: number) {
  return useQuery({
    queryKey: [...attentionKey, page],
    queryFn: async () => (await apiGet<AttentionList>(`/api/admin/payments/attention?page=${page}`)) as AttentionList,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export type RetryResult =
  | { built: true; application: { id: string; referenceNumber: string; status: string } }
  | { built: false; payment: AttentionPayment };

export const retryPayment = (id: string) => apiRequest<RetryResult>('POST', `/api/admin/payments/${id}/retry`);

export const refundPayment = (id: string, reason: string) =>
  apiRequest<{ refund: Refund & { failureMessage: string | null } }>('POST', `/api/admin/payments/${id}/refund`, {
    reason,
  });
