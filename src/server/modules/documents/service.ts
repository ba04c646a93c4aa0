import { createHash } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DocumentKind } from '../../../core/applications';
import { errorCodes, refusalCodes } from '../../../core/errors';
import { paymentMessages, paymentReleasesDocuments } from '../../../core/payments';
import type { Database } from '../../db/client';
import { applications, documents, payments, savedProgress } from '../../db/schema';
import { type RequestContext, recordAudit } from '../../lib/audit';
import { AppError, conflict, notFound, notYours } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { type FileStorage, newStorageKey } from '../../lib/storage/index';
import { checkedUpload, type UploadChecks } from './upload-checks';

export interface Owner {
  sessionId: string | null;
  userId: string | null;
}

/** A safe display name: the last path segment, no control characters, bounded. */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return cleaned.slice(0, 200) || 'document';
}

/**
 * Documents one visit may hold before they belong to a submitted application: a family of nine
 * needs 19 (3 + 2 × 8), with room to replace some. More is not a traveller but a disk being filled.
 */
export const maxUnattachedDocuments = 40;
const tooManyDocuments = () =>
  new AppError(
    429,
    errorCodes.rateLimited,
    'Too many files uploaded. Please remove some or submit your application first.',
  );

/** Stores an upload that passed every check (upload-checks.ts), within the visit's allowance. */
export async function storeDocument(
  db: Database,
  storage: FileStorage,
  input: { kind: DocumentKind; fileName: string | undefined; data: Buffer; owner: Owner },
  checks: UploadChecks = {},
) {
  const { sessionId, userId } = input.owner;
  const owned = sessionId ? eq(documents.sessionId, sessionId) : userId ? eq(documents.userId, userId) : null;
  if (owned) {
    const [row] = await db
      .select({ unattached: sql<number>`count(*)::int` })
      .from(documents)
      .where(and(owned, isNull(documents.applicationId)));
    if (Number(row?.unattached ?? 0) >= maxUnattachedDocuments) throw tooManyDocuments();
  }
  const { mime, stored } = await checkedUpload(input.kind, input.data, checks);

  const storageKey = newStorageKey();
  await storage.put(storageKey, stored);
  try {
    const [row] = await db
      .insert(documents)
      .values({
        kind: input.kind,
        sessionId: input.owner.sessionId,
        userId: input.owner.userId,
        originalName: cleanName(input.fileName),
        storageKey,
        sha256: createHash('sha256').update(stored).digest('hex'),
        sizeBytes: stored.length,
        mimeType: mime,
      })
      .returning();
    if (!row) throw new Error('document insert returned nothing');
    return row;
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

export type DocumentRow = typeof documents.$inferSelect;

/** The session's documents, and a signed-in user's from any of their sessions; nothing for no owner. */
export function ownedBy(owner: Owner) {
  const conditions = [
    ...(owner.sessionId ? [eq(documents.sessionId, owner.sessionId)] : []),
    ...(owner.userId ? [eq(documents.userId, owner.userId)] : []),
  ];
  return conditions.length > 0 ? or(...conditions) : sql`false`;
}

const documentNotFoundMessage = 'Document not found';

const isOwnedBy = (row: DocumentRow, owner: Owner | null) =>
  owner !== null &&
  ((owner.sessionId !== null && row.sessionId === owner.sessionId) ||
    (owner.userId !== null && row.userId === owner.userId));

/**
 * A document for its owner or an admin: 404 for a missing one and for another's. `staffRead`
 * says an admin reads a document that is not theirs (the caller records it before answering).
 */
export async function readableDocument(
  db: Database,
  id: string,
  reader: { owner: Owner | null; user: SessionUser | null },
) {
  const [found] = await db
    .select({ row: documents, reference: applications.referenceNumber, applicationOwner: applications.userId })
    .from(documents)
    .leftJoin(applications, eq(applications.id, documents.applicationId))
    .where(eq(documents.id, id));
  if (!found) throw notFound(documentNotFoundMessage, refusalCodes.documentNotFound);
  const { row, reference, applicationOwner } = found;
  // The owner of the application sees its current documents from any session (uploaded before signing in, too).
  const ownApplication = reader.user !== null && applicationOwner === reader.user.id && row.replacedAt === null;
  const staffRead = !isOwnedBy(row, reader.owner) && !ownApplication;
  if (staffRead && reader.user?.role !== 'admin')
    throw notYours(documentNotFoundMessage, refusalCodes.documentNotFound);
  return { row, reference, staffRead };
}

/**
 * A document and its bytes, for its owner or an admin: 404 for a missing one and for another's.
 * An admin's read of a document that is not theirs is recorded before the bytes are returned.
 */
export async function readDocument(
  db: Database,
  storage: FileStorage,
  id: string,
  reader: { owner: Owner | null; user: SessionUser | null; context: RequestContext },
) {
  const { row, reference, staffRead } = await readableDocument(db, id, reader);
  const data = await storage.get(row.storageKey);
  if (staffRead) await recordStaffRead(db, reader, row, reference);
  return { row, reference, data };
}

/** Records an admin's read of a document (its file, or with `reason` 'check' its check) before the answer. */
export async function recordStaffRead(
  db: Database,
  reader: { user: SessionUser | null; context: RequestContext },
  row: DocumentRow,
  reference: string | null,
  reason?: string,
) {
  await recordAudit(db, {
    action: 'document.viewed',
    actor: reader.user,
    context: reader.context,
    target: { type: 'document', id: row.id },
    applicationId: row.applicationId,
    details: { documentKind: row.kind, ...(reason ? { reason } : {}), ...(reference ? { reference } : {}) },
  });
}

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * `<kind>-<reference or id>.<extension of the detected type>`: never the uploader's file name,
 * which may carry personal data, odd characters or a misleading extension.
 */
export const downloadName = (row: DocumentRow, reference: string | null) =>
  `${row.kind}-${reference ?? row.id}.${extensions[row.mimeType] ?? 'bin'}`;

/** Removes an unsubmitted document of this owner: 404 for a missing, submitted or another's document. */
export async function deleteDocument(db: Database, storage: FileStorage, id: string, owner: Owner | null) {
  const [found] = await db.select().from(documents).where(eq(documents.id, id));
  if (!found) throw notFound(documentNotFoundMessage, refusalCodes.documentNotFound);
  if (!isOwnedBy(found, owner)) throw notYours(documentNotFoundMessage, refusalCodes.documentNotFound);
  if (found.paymentId && (await paidFor(db, found.paymentId)))
    throw conflict(paymentMessages.documentLocked, refusalCodes.documentLocked);
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), isNull(documents.applicationId)))
    .returning();
  if (!row) throw notFound(documentNotFoundMessage, refusalCodes.documentNotFound);
  await storage.delete(row.storageKey);
}

/** Whether the payment a document is attached to has taken, or may have taken, money: then the document is the payment's. */
async function paidFor(db: Database, paymentId: string) {
  const [payment] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  return payment !== undefined && !paymentReleasesDocuments(payment.status);
}

/**
 * Removes uploads that can no longer become part of an application, rows and files (they may be
 * passport scans): an anonymous visitor's once their session is gone, and a signed-in user's after
 * a week when they have no saved progress to come back to. Returns how many went.
 */
export async function deleteAbandonedDocuments(db: Database, storage: FileStorage): Promise<number> {
  const removed = await db
    .delete(documents)
    .where(
      and(
        isNull(documents.applicationId),
        sql`${documents.createdAt} < now() - interval '1 day'`,
        // A paid payment's documents wait for its application (or for staff), whoever's session is gone.
        sql`not exists (select 1 from ${payments} where ${payments.id} = ${documents.paymentId}
          and ${payments.status} in ('processing', 'succeeded', 'needs_attention'))`,
        or(
          and(isNull(documents.userId), isNull(documents.sessionId)),
          sql`${documents.userId} is not null and ${documents.createdAt} < now() - interval '7 days'
            and not exists (select 1 from ${savedProgress} where ${savedProgress.userId} = ${documents.userId})`,
        ),
      ),
    )
    .returning({ storageKey: documents.storageKey });
  for (const { storageKey } of removed) await storage.delete(storageKey);
  return removed.length;
}

/** What the wizard needs to know of its own upload: it is still held (404 otherwise, and for another's). */
/** A document of this visit's owner (never staff's), else the generic 404. */
export async function ownedDocument(db: Database, id: string, owner: Owner | null) {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  if (!row || !isOwnedBy(row, owner)) throw notFound(documentNotFoundMessage, refusalCodes.documentNotFound);
  return row;
}

export async function ownDocumentInfo(db: Database, id: string, owner: Owner | null) {
  const row = await ownedDocument(db, id, owner);
  return { id: row.id, name: row.originalName, size: row.sizeBytes, type: row.mimeType };
}
