import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { travellerCases } from '../db/schema';

/**
 * The travellers' cases of an application as they stand (decision 017). The cases module moves
 * them (modules/cases/state.ts); these reads are shared with the modules below it, such as refunds.
 */

export type CaseRow = typeof travellerCases.$inferSelect;

/** The application's cases in traveller order, locked for the transaction that will move them. */
export async function casesOf(db: Database, applicationId: string, { lock = false } = {}): Promise<CaseRow[]> {
  const query = db
    .select()
    .from(travellerCases)
    .where(eq(travellerCases.applicationId, applicationId))
    .orderBy(asc(travellerCases.travellerIndex));
  return lock ? query.for('update') : query;
}

/** The cases of a page of applications, in one query on the primary key. */
export async function casesOfMany(db: Database, applicationIds: string[]): Promise<CaseRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(travellerCases)
    .where(inArray(travellerCases.applicationId, applicationIds))
    .orderBy(asc(travellerCases.applicationId), asc(travellerCases.travellerIndex));
}
