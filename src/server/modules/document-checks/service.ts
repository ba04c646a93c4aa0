import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ukToday } from '../../../core/calendar';
import { type PassportCheck, passportCheckSchema } from '../../../core/passport-check';
import { type PhotoCheck, photoCheckSchema } from '../../../core/photo-check';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';
import type { RequestContext } from '../../lib/audit';
import type { Job } from '../../lib/jobs';
import type { SessionUser } from '../../lib/sessions';
import type { FileStorage } from '../../lib/storage/index';
import { type Owner, readableDocument, recordStaffRead } from '../documents/service';
import { readPassportScan } from './mrz-reader';
import { checkPhoto } from './photo-measure';

type CheckedKind = 'passportScan' | 'photo';
const isChecked = (kind: string): kind is CheckedKind => kind === 'passportScan' || kind === 'photo';

/** A stored check read back defensively: a row written by an older version counts as pending. */
export function passportCheckOf(result: unknown): PassportCheck {
  return passportCheckSchema.safeParse(result).data ?? { status: 'pending' };
}
export function photoCheckOf(result: unknown): PhotoCheck {
  return photoCheckSchema.safeParse(result).data ?? { status: 'pending', width: null, height: null, warnings: [] };
}

/**
 * Runs the check of one stored passport scan or photo and keeps its result with the document.
 * A failure to read is an `unreadable` scan or a photo checked with nothing to say: a check
 * never holds an upload, a payment or a submission (docs/decisions/034-passport-and-photo-checks.md, 'Checks before we submit').
 */
export async function runDocumentCheck(db: Database, storage: FileStorage, id: string): Promise<void> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  if (!row || !isChecked(row.kind) || row.checkResult !== null) return;
  const data = await storage.get(row.storageKey);
  const result =
    row.kind === 'photo'
      ? await checkPhoto(data).catch((): PhotoCheck => ({ status: 'checked', width: null, height: null, warnings: [] }))
      : await readPassportScan(data, row.mimeType, ukToday());
  await db
    .update(documents)
    .set({ checkResult: result, checkedAt: sql`now()` })
    .where(and(eq(documents.id, id), isNull(documents.checkResult)));
}

/** Checks still pending a while after their upload (a restart interrupted them): a few at a time. */
export async function runPendingChecks(db: Database, storage: FileStorage, limit = 4): Promise<number> {
  const pending = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        isNull(documents.checkResult),
        inArray(documents.kind, ['passportScan', 'photo']),
        sql`${documents.createdAt} < now() - interval '2 minutes'`,
      ),
    )
    .orderBy(asc(documents.createdAt))
    .limit(limit);
  for (const { id } of pending) await runDocumentCheck(db, storage, id);
  return pending.length;
}

export interface DocumentCheckAnswer {
  success: true;
  passport?: PassportCheck;
  photo?: PhotoCheck;
}

/** `GET /api/documents/{id}/check`: the owner's or an admin's (recorded) read of a document's check. */
export async function documentCheckFor(
  db: Database,
  id: string,
  reader: { owner: Owner | null; user: SessionUser | null; context: RequestContext },
): Promise<DocumentCheckAnswer> {
  const { row, reference, staffRead } = await readableDocument(db, id, reader);
  if (staffRead) await recordStaffRead(db, reader, row, reference, 'check');
  if (row.kind === 'passportScan') return { success: true, passport: passportCheckOf(row.checkResult) };
  if (row.kind === 'photo') return { success: true, photo: photoCheckOf(row.checkResult) };
  return { success: true };
}

/** Checks a restart interrupted are taken up again, a few at a time. */
export const pendingChecksJob = (app: FastifyInstance): Job => ({
  name: 'documents.checks',
  everyMs: 60_000,
  run: () => runPendingChecks(app.db, app.storage),
});
