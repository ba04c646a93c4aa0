import { documentsDeletionDay, personalDataErasableFrom, type RetentionInput } from '../../../core/retention';
import type { applications } from '../../db/schema';

type ApplicationRow = Pick<typeof applications.$inferSelect, 'status' | 'lastStatusUpdate' | 'departureDate'>;

/**
 * What the retention rule (core/retention.ts) needs of an application. While an application has
 * one status, its last status change is when it was decided or cancelled (staff cannot move it
 * after either). With a case per traveller this reads the cases instead: the one place to change.
 */
export function retentionInputOf(row: ApplicationRow): RetentionInput {
  const decided = row.status === 'approved' || row.status === 'rejected';
  return {
    statuses: [row.status],
    decidedAt: decided ? row.lastStatusUpdate : null,
    departureDate: row.departureDate,
    cancelledAt: row.status === 'cancelled' ? row.lastStatusUpdate : null,
  };
}

export const erasableFromOf = (row: ApplicationRow, retentionDays: number) =>
  personalDataErasableFrom(retentionInputOf(row), retentionDays);

export const deletionDayOf = (row: ApplicationRow, retentionDays: number) =>
  documentsDeletionDay(retentionInputOf(row), retentionDays);
