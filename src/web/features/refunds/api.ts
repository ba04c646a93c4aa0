import type { AdminApplication } from '../../../core/admin-applications';
import type { Refund, RefundRequest } from '../../../core/refunds';
import { apiRequest } from '../../lib/api';

export type RefundResult = {
  success: true;
  application: AdminApplication;
  refund: Refund & { failureMessage: string | null };
};

/** A staff refund; the answer says whether the provider made it, refused it or is still making it. */
export async function refundApplication(id: string, request: RefundRequest) {
  return apiRequest<RefundResult>('POST', `/api/admin/applications/${id}/refunds`, request);
}
