import type { CaseStatus } from '../../core/cases';
import { documentsDeletionDay, personalDataErasableFrom, type RetentionInput } from '../../core/retention';
import type { applications, travellerCases } from '../db/schema';

type ApplicationRow = Pick<typeof applications.$inferSelect, 'departureDate'>;
type CaseRow = Pick<typeof travellerCases.$inferSelect, 'status' | 'updatedAt'>;

const latest = (cases: readonly CaseRow[], wanted: (status: CaseStatus) => boolean) => {
  const times = cases.filter((item) => wanted(item.status)).map((item) => item.updatedAt.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
};

/**
 * What the retention rule (core/retention.ts) needs of an application, read from its travellers'
 * cases: each case's status, the last decision (a decided case moves no more, so its last change
 * is its decision) and, when every traveller is cancelled, the last cancellation.
 */
export function retentionInputOf(row: ApplicationRow, cases: readonly CaseRow[]): RetentionInput {
  return {
    statuses: cases.map((item) => item.status),
    decidedAt: latest(cases, (status) => status === 'granted' || status === 'refused'),
    departureDate: row.departureDate,
    cancelledAt: latest(cases, (status) => status === 'cancelled'),
  };
}

export const erasableFromOf = (row: ApplicationRow, cases: readonly CaseRow[], retentionDays: number) =>
  personalDataErasableFrom(retentionInputOf(row, cases), retentionDays);

export const deletionDayOf = (row: ApplicationRow, cases: readonly CaseRow[], retentionDays: number) =>
  documentsDeletionDay(retentionInputOf(row, cases), retentionDays);
