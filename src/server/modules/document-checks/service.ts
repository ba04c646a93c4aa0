import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ukToday } from '../../../core/calendar';
import { refusalCodes } from '../../../core/errors';
import { type PassportCheck, passportCheckSchema } from '../../../core/passport-check';
import { type PhotoCheck, type PhotoWarning, photoCheckSchema } from '../../../core/photo-check';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';
import type { RequestContext } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import type { Job } from '../../lib/jobs';
import type { SessionUser } from '../../lib/sessions';
import type { FileStorage } from '../../lib/storage/index';
import { type Owner, ownedDocument, readableDocument, recordStaffRead } from '../documents/service';
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
/** Not checked yet: no result, or only what the device showed (recorded before the server's check ran). */
const unchecked = or(isNull(documents.checkResult), sql`${documents.checkResult}->>'status' = 'pending'`);

export async function runDocumentCheck(db: Database, storage: FileStorage, id: string): Promise<void> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), unchecked));
  if (!row || !isChecked(row.kind)) return;
  const data = await storage.get(row.storageKey);
  const result =
    row.kind === 'photo'
      ? await checkPhoto(data).catch((): PhotoCheck => ({ status: 'checked', width: null, height: null, warnings: [] }))
      : await readPassportScan(data, row.mimeType, ukToday());
  // Merged, so what the device showed (decision 043) stays beside the server's own result.
  await db
    .update(documents)
    .set({
      checkResult: sql`coalesce(${documents.checkResult}, '{}'::jsonb) || ${JSON.stringify(result)}::jsonb`,
      checkedAt: sql`now()`,
    })
    .where(and(eq(documents.id, id), unchecked));
}

/** Checks still pending a while after their upload (a restart interrupted them): a few at a time. */
export async function runPendingChecks(db: Database, storage: FileStorage, limit = 4): Promise<number> {
  const pending = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        unchecked,
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

const deviceCheckClosedMessage =
  'What your device showed can be recorded only for a photo that is not yet part of an application.';

/**
 * `PUT /api/documents/{id}/device-check`: the warnings the traveller's device showed beside their
 * photo (decision 043), kept with the photo for staff. The owner's only; advice, never a refusal.
 */
export async function recordDeviceCheck(db: Database, id: string, owner: Owner | null, warnings: PhotoWarning[]) {
  const row = await ownedDocument(db, id, owner);
  // Recorded as the photo is chosen: never a passport scan, and never rewritten once the photo is
  // part of an application that staff review.
  if (row.kind !== 'photo' || row.applicationId !== null)
    throw conflict(deviceCheckClosedMessage, refusalCodes.deviceCheckClosed);
  const pending = { status: 'pending', width: null, height: null, warnings: [] };
  await db
    .update(documents)
    .set({
      checkResult: sql`coalesce(${documents.checkResult}, ${JSON.stringify(pending)}::jsonb) || ${JSON.stringify({ deviceWarnings: warnings })}::jsonb`,
    })
    .where(and(eq(documents.id, id), isNull(documents.applicationId)));
}
