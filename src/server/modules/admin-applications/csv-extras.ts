import { and, inArray, sql } from 'drizzle-orm';
import { caseStatusLabels } from '../../../core/cases';
import type { Database } from '../../db/client';
import { refunds } from '../../db/schema';
import { travellerAnswers } from '../../lib/main-traveller';
import { casesOfMany } from '../cases/state';
import type { ApplicationRow } from './service';

/** What the list CSV adds to each application (issue #36): the money refunded and each traveller's outcome. */
export interface ListExtras {
  refundedPence: number;
  outcomes: string;
}

/**
 * For one batch of the list CSV, in two queries: the refunds made or being made (as the detail's
 * payment counts them) and each traveller's case as 'Name: outcome; …'.
 */
export async function listExtrasOf(db: Database, rows: ApplicationRow[]): Promise<Map<string, ListExtras>> {
  const ids = rows.map((row) => row.id);
  const extras = new Map<string, ListExtras>();
  if (ids.length === 0) return extras;
  const refunded = await db
    .select({ applicationId: refunds.applicationId, total: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::int` })
    .from(refunds)
    .where(and(inArray(refunds.applicationId, ids), inArray(refunds.status, ['pending', 'succeeded'])))
    .groupBy(refunds.applicationId);
  const cases = await casesOfMany(db, ids);
  for (const row of rows) {
    const outcomes = cases
      .filter((item) => item.applicationId === row.id)
      .map((item) => {
        const answers = travellerAnswers(row, item.travellerIndex);
        const name =
          [answers.firstName, answers.lastName].filter(Boolean).join(' ') || `Traveller ${item.travellerIndex + 1}`;
        return `${name}: ${caseStatusLabels[item.status]}`;
      })
      .join('; ');
    const total = refunded.find((item) => item.applicationId === row.id)?.total ?? 0;
    extras.set(row.id, { refundedPence: Number(total), outcomes });
  }
  return extras;
}
