import type { AdminApplication } from '../../../core/admin-applications';
import type { CaseMove, CasesMove, RequestInformation } from '../../../core/case-requests';
import { apiRequest } from '../../lib/api';

type Answer = { success: true; application: AdminApplication };

/** Staff ask one traveller to fix answers and documents (decision 017). */
export const requestInformation = (id: string, index: number, request: RequestInformation) =>
  apiRequest<Answer>('POST', `/api/admin/applications/${id}/travellers/${index}/request-information`, request);

/** Any other move of one traveller's case: ready, back to review, submitted, a decision. */
export const moveCase = (id: string, index: number, move: CaseMove) =>
  apiRequest<Answer>('POST', `/api/admin/applications/${id}/travellers/${index}/case`, move);

/** Several travellers moved at once, all or none (decision 038). */
export const moveCases = (id: string, move: CasesMove) =>
  apiRequest<Answer>('POST', `/api/admin/applications/${id}/cases`, move);
