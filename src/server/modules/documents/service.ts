import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  type DocumentKind,
  documentMimeTypes,
  isPhotoLargeEnough,
  photoTooSmallMessage,
} from '../../../core/application';
import { errorCodes } from '../../../core/errors';
import type { Database } from '../../db/client';
import { applications, documents, savedProgress } from '../../db/schema';
import { type RequestContext, recordAudit } from '../../lib/audit';
import { AppError, badRequest, notFound, notYours, unsupportedType } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import { type FileStorage, newStorageKey } from '../../lib/storage/index';

export const fileTypeMessages = {
  photo: 'Invalid file type. Please upload a JPEG or PNG image.',
  other: 'Invalid file type. Please upload a JPEG, PNG, or PDF file.',
} as const;
export const fileTooLargeMessage = 'File too large. Maximum size is 5MB.';

export interface Owner {
  sessionId: string | null;
  userId: string | null;
}

const typeMessage = (kind: DocumentKind) => (kind === 'photo' ? fileTypeMessages.photo : fileTypeMessages.other);

/** A safe display name: the last path segment, no control characters, bounded. */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return cleaned.slice(0, 200) || 'document';
}

/**
 * Checks the bytes (never the name or the browser's claim), re-encodes images so EXIF data
 * (GPS) and anything appended after the image are dropped, and stores the result.
 */
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

export async function storeDocument(
  db: Database,
  storage: FileStorage,
  input: { kind: DocumentKind; fileName: string | undefined; data: Buffer; owner: Owner },
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
  const detected = await fileTypeFromBuffer(input.data);
  const mime = detected?.mime;
  if (!mime || !documentMimeTypes[input.kind].includes(mime)) throw unsupportedType(typeMessage(input.kind));

  let stored = input.data;
  let size = { width: 0, height: 0 };
  if (mime === 'image/jpeg' || mime === 'image/png') {
    try {
      const image = sharp(input.data, { failOn: 'error' }).rotate();
      const output = await (mime === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer({
        resolveWithObject: true,
      });
      stored = output.data;
      size = output.info;
    } catch {
      throw unsupportedType(typeMessage(input.kind));
    }
    if (input.kind === 'photo' && !isPhotoLargeEnough(size.width, size.height)) {
      throw badRequest(photoTooSmallMessage, { file: photoTooSmallMessage });
    }
  } else if (!input.data.subarray(0, 1024).toString('latin1').includes('%PDF-')) {
    throw unsupportedType(typeMessage(input.kind));
  }

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
function ownedBy(owner: Owner) {
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
 * A document and its bytes, for its owner or an admin: 404 for a missing one and for another's.
 * An admin's read of a document that is not theirs is recorded before the bytes are returned.
 */
export async function readDocument(
  db: Database,
  storage: FileStorage,
  id: string,
  reader: { owner: Owner | null; user: SessionUser | null; context: RequestContext },
) {
  const [found] = await db
    .select({ row: documents, reference: applications.referenceNumber })
    .from(documents)
    .leftJoin(applications, eq(applications.id, documents.applicationId))
    .where(eq(documents.id, id));
  if (!found) throw notFound(documentNotFoundMessage);
  const { row, reference } = found;
  const staffRead = !isOwnedBy(row, reader.owner);
  if (staffRead && reader.user?.role !== 'admin') throw notYours(documentNotFoundMessage);
  const data = await storage.get(row.storageKey);
  if (staffRead) {
    await recordAudit(db, {
      action: 'document.viewed',
      actor: reader.user,
      context: reader.context,
      target: { type: 'document', id: row.id },
      applicationId: row.applicationId,
      details: { documentKind: row.kind, ...(reference ? { reference } : {}) },
    });
  }
  return { row, data };
}

/** Removes an unsubmitted document of this owner: 404 for a missing, submitted or another's document. */
export async function deleteDocument(db: Database, storage: FileStorage, id: string, owner: Owner | null) {
  const [found] = await db.select().from(documents).where(eq(documents.id, id));
  if (!found) throw notFound(documentNotFoundMessage);
  if (!isOwnedBy(found, owner)) throw notYours(documentNotFoundMessage);
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), isNull(documents.applicationId)))
    .returning();
  if (!row) throw notFound(documentNotFoundMessage);
  await storage.delete(row.storageKey);
}

/** The not-yet-submitted documents of this owner among the given ids. */
export async function unsubmittedDocumentsOf(db: Database, ids: string[], owner: Owner) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(and(inArray(documents.id, ids), ownedBy(owner), isNull(documents.applicationId)));
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
export async function ownDocumentInfo(db: Database, id: string, owner: Owner | null) {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  if (!row || !isOwnedBy(row, owner)) throw notFound(documentNotFoundMessage);
  return { id: row.id, name: row.originalName, size: row.sizeBytes, type: row.mimeType };
}
