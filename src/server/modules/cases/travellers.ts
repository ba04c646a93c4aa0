import { isCaseReason } from '../../../core/case-reasons';
import type { CaseTraveller, FixableDocument, FixableField } from '../../../core/case-requests';
import type { applications } from '../../db/schema';
import { travellerAnswers } from '../../lib/main-traveller';
import { iso } from '../../lib/sql';
import type { CaseRow } from './state';

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/** The travellers of an application with their cases, in order: what the detail pages list. */
export function travellersOf(row: typeof applications.$inferSelect, cases: CaseRow[]): CaseTraveller[] {
  return cases.map((item) => {
    const answers = travellerAnswers(row, item.travellerIndex);
    return {
      index: item.travellerIndex,
      firstName: text(answers.firstName),
      lastName: text(answers.lastName),
      caseStatus: item.status,
      ...(item.status === 'information_needed'
        ? {
            requestedFixes: {
              fields: item.requestedFields as FixableField[],
              documents: item.requestedDocuments as FixableDocument[],
              reasons: (item.requestedReasons as string[]).filter(isCaseReason),
              message: item.requestMessage ?? '',
              requestedAt: iso(item.requestedAt ?? item.updatedAt),
            },
          }
        : {}),
      ...(item.homeOfficeReference ? { homeOfficeReference: item.homeOfficeReference } : {}),
      ...(item.submittedAt ? { submittedAt: iso(item.submittedAt) } : {}),
      ...(item.decisionDate ? { decisionDate: String(item.decisionDate) } : {}),
      ...(item.decisionReason ? { decisionReason: item.decisionReason } : {}),
    };
  });
}
