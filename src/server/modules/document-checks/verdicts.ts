import { and, inArray, isNull } from 'drizzle-orm';
import type { CaseTraveller } from '../../../core/case-requests';
import { passportConfirmedSchema, passportVerdict, type TypedPassport } from '../../../core/passport-check';
import { photoHasWarnings } from '../../../core/photo-check';
import type { Database } from '../../db/client';
import { applications, documents } from '../../db/schema';
import { travellerAnswers } from '../../lib/main-traveller';
import { travellerIndexOfDocument } from '../../lib/traveller-documents';
import { passportCheckOf, photoCheckOf } from './service';

type ApplicationRow = typeof applications.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;

/** The traveller's confirmed differences as stored: the main applicant's column, a family member's answers. */
export function confirmedOf(row: ApplicationRow, index: number): string[] {
  const stored = index === 0 ? row.passportConfirmed : travellerAnswers(row, index).passportConfirmed;
  return passportConfirmedSchema.safeParse(stored).data ?? [];
}

/** The current (not replaced) document of a kind for one traveller: the latest uploaded. */
export function currentDocument(rows: DocumentRow[], row: ApplicationRow, index: number, kind: DocumentRow['kind']) {
  return rows
    .filter((document) => document.kind === kind && document.replacedAt === null)
    .filter((document) => travellerIndexOfDocument(document, row.additionalApplicants) === index)
    .at(-1);
}

/** One traveller's passport verdict (the lines read against the typed answers) and photo warnings. */
export function checksOf(row: ApplicationRow, rows: DocumentRow[], index: number) {
  const scan = currentDocument(rows, row, index, 'passportScan');
  const photo = currentDocument(rows, row, index, 'photo');
  const photoCheck = photo ? photoCheckOf(photo.checkResult) : null;
  return {
    passportCheck: passportVerdict(
      scan ? passportCheckOf(scan.checkResult) : null,
      travellerAnswers(row, index) as TypedPassport,
      confirmedOf(row, index),
    ),
    photoCheck: {
      status: photoCheck?.status ?? ('pending' as const),
      warnings: photoCheck?.warnings ?? [],
      ...(photoCheck?.deviceWarnings && { deviceWarnings: photoCheck.deviceWarnings }),
    },
  };
}

/** Each traveller of the admin detail with their checks (issues 32 and 33). */
export function withChecks(row: ApplicationRow, rows: DocumentRow[], travellers: CaseTraveller[]): CaseTraveller[] {
  return travellers.map((traveller) => ({ ...traveller, ...checksOf(row, rows, traveller.index) }));
}

/**
 * The list's and the queue's flags for a page of applications: a traveller's typed passport data
 * differs from the scan, a traveller's photo has a warning (the server's or the device's). Two
 * queries for the whole page.
 */
export async function checkFlags(
  db: Database,
  ids: string[],
): Promise<Map<string, { passportDiffers: boolean; photoWarnings: boolean }>> {
  const flags = new Map<string, { passportDiffers: boolean; photoWarnings: boolean }>();
  if (ids.length === 0) return flags;
  const [applicationRows, documentRows] = await Promise.all([
    db.select().from(applications).where(inArray(applications.id, ids)),
    db
      .select()
      .from(documents)
      .where(
        and(
          inArray(documents.applicationId, ids),
          inArray(documents.kind, ['passportScan', 'photo']),
          isNull(documents.replacedAt),
        ),
      ),
  ]);
  for (const row of applicationRows) {
    const own = documentRows.filter((document) => document.applicationId === row.id);
    const travellers = 1 + (Array.isArray(row.additionalApplicants) ? row.additionalApplicants.length : 0);
    const checks = Array.from({ length: travellers }, (_, index) => checksOf(row, own, index));
    flags.set(row.id, {
      passportDiffers: checks.some((check) => check.passportCheck.status === 'mismatch'),
      photoWarnings: checks.some((check) => photoHasWarnings(check.photoCheck)),
    });
  }
  return flags;
}
