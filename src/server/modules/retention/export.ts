import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { refusalCodes } from '../../../core/errors';
import { rateLimitMessages } from '../../../core/limits';
import { applications, documents } from '../../db/schema';
import type { RequestContext } from '../../lib/audit';
import { tooManyRequests } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { rateLimits } from '../../lib/rate-limits';
import type { SessionUser } from '../../lib/sessions';
import { toPublicUser } from '../auth/service';
import { downloadName } from '../documents/service';
import { getMyApplication, listMyMessages } from '../my-applications/service';
import type { RetentionDeps } from './erase';

/** More than any traveller makes; a bound on one request's work. */
const maxApplications = 500;
/** Handed to the ZIP a piece at a time, with a turn of the event loop between (its CRC and deflate are synchronous). */
const pieceBytes = 256 * 1024;

/** The accounts whose export is being sent by this instance: one at a time each. */
const exporting = new Set<string>();

/**
 * Refuses (429) an export while the account's previous one is still being sent, then one past
 * 10 an hour; answers the function that frees the account's place once the ZIP is sent or dropped.
 */
export async function startExport(deps: RetentionDeps, user: SessionUser) {
  if (exporting.has(user.id))
    throw tooManyRequests(30, rateLimitMessages.exportInProgress, refusalCodes.exportInProgress);
  await consumeRateLimit(deps.db, {
    key: `export:user:${user.id}`,
    ...rateLimits.exportsPerAccount,
    code: refusalCodes.tooManyExports,
    message: rateLimitMessages.tooManyExports,
  });
  if (exporting.has(user.id))
    throw tooManyRequests(30, rateLimitMessages.exportInProgress, refusalCodes.exportInProgress);
  exporting.add(user.id);
  return () => exporting.delete(user.id);
}

async function myDocuments(deps: RetentionDeps, user: SessionUser, applicationIds: string[]) {
  return deps.db
    .select()
    .from(documents)
    .where(
      or(
        applicationIds.length > 0 ? inArray(documents.applicationId, applicationIds) : undefined,
        and(eq(documents.userId, user.id), isNull(documents.applicationId)),
      ),
    );
}

/** Feeds one file to the ZIP a piece at a time, waiting while the reply is behind. */
async function addFile(zip: Zip, out: PassThrough, entry: ZipPassThrough | ZipDeflate, data: Uint8Array) {
  zip.add(entry);
  for (let at = 0; at < data.length || at === 0; at += pieceBytes) {
    const end = Math.min(data.length, at + pieceBytes);
    entry.push(data.subarray(at, end), end >= data.length);
    if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    await nextTurn();
    if (out.destroyed) throw new Error('export dropped');
  }
}

/**
 * 'Download my data' (GET /api/user/export): a ZIP, streamed, of the traveller's own documents,
 * decrypted one at a time and stored as they are (they are JPEG, PNG and PDF already), under the
 * names a download gets, then `my-data.json` (the account, each application with its status
 * history and refunds, the messages and their replies). A file that does not open is listed as
 * missing rather than failing the export. `done` runs once the stream has ended or was dropped.
 */
export async function exportMyData(
  deps: RetentionDeps,
  user: SessionUser,
  context: RequestContext,
  done: () => void = () => {},
): Promise<Readable> {
  const rows = await deps.db
    .select({ id: applications.id, reference: applications.referenceNumber })
    .from(applications)
    .where(eq(applications.userId, user.id))
    .orderBy(desc(applications.createdAt))
    .limit(maxApplications);
  const myApplications: Omit<Awaited<ReturnType<typeof getMyApplication>>, 'canCancel'>[] = [];
  for (const row of rows) {
    const { canCancel: _canCancel, ...application } = await getMyApplication(deps.db, row.id, user, context);
    myApplications.push(application);
  }
  const references = new Map(rows.map((row) => [row.id, row.reference]));
  const documentRows = await myDocuments(
    deps,
    user,
    rows.map((row) => row.id),
  );
  const messages = await listMyMessages(deps.db, user);

  const out = new PassThrough();
  out.once('close', done);
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else if (!out.destroyed) {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const produce = async () => {
    const used = new Set<string>();
    const missing: string[] = [];
    for (const row of documentRows) {
      const name = downloadName(row, row.applicationId ? (references.get(row.applicationId) ?? null) : null);
      const path = used.has(`documents/${name}`) ? `documents/${row.id}-${name}` : `documents/${name}`;
      let data: Buffer;
      try {
        data = await deps.storage.get(row.storageKey);
      } catch {
        missing.push(name);
        continue;
      }
      used.add(path);
      await addFile(zip, out, new ZipPassThrough(path), data);
    }
    const data = {
      exportedAt: new Date().toISOString(),
      account: toPublicUser(user),
      applications: myApplications,
      messages,
      ...(missing.length > 0 ? { documentsNotReadable: missing } : {}),
    };
    const json = new TextEncoder().encode(JSON.stringify(data, null, 2));
    await addFile(zip, out, new ZipDeflate('my-data.json', { level: 6 }), json);
    zip.end();
  };
  produce().catch((error: unknown) => {
    if (!out.destroyed) out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
