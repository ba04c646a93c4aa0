import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { applications, documents } from '../../db/schema';
import type { RequestContext } from '../../lib/audit';
import type { SessionUser } from '../../lib/sessions';
import { toPublicUser } from '../auth/service';
import { downloadName } from '../documents/service';
import { getMyApplication, listMyMessages } from '../my-applications/service';
import type { RetentionDeps } from './erase';

/** More than any traveller makes; a bound on one request's work. */
const maxApplications = 500;

/**
 * 'Download my data' (GET /api/user/export): a ZIP of `my-data.json` (the account, each
 * application with its status history and refunds, the messages and their replies) and the
 * traveller's own documents, decrypted, under the names a download gets. A file that does not
 * open is listed as missing rather than failing the export.
 */
export async function exportMyData(deps: RetentionDeps, user: SessionUser, context: RequestContext) {
  const rows = await deps.db
    .select({ id: applications.id, reference: applications.referenceNumber })
    .from(applications)
    .where(eq(applications.userId, user.id))
    .orderBy(desc(applications.createdAt))
    .limit(maxApplications);
  const myApplications = [];
  for (const row of rows) {
    const { canCancel: _canCancel, ...application } = await getMyApplication(deps.db, row.id, user, context);
    myApplications.push(application);
  }
  const references = new Map(rows.map((row) => [row.id, row.reference]));
  const documentRows = await deps.db
    .select()
    .from(documents)
    .where(
      or(
        rows.length > 0
          ? inArray(
              documents.applicationId,
              rows.map((row) => row.id),
            )
          : undefined,
        and(eq(documents.userId, user.id), isNull(documents.applicationId)),
      ),
    );
  const files: Record<string, Uint8Array> = {};
  const missing: string[] = [];
  for (const row of documentRows) {
    const name = downloadName(row, row.applicationId ? (references.get(row.applicationId) ?? null) : null);
    const path = `documents/${name}` in files ? `documents/${row.id}-${name}` : `documents/${name}`;
    try {
      files[path] = await deps.storage.get(row.storageKey);
    } catch {
      missing.push(name);
    }
  }
  const data = {
    exportedAt: new Date().toISOString(),
    account: toPublicUser(user),
    applications: myApplications,
    messages: await listMyMessages(deps.db, user),
    ...(missing.length > 0 ? { documentsNotReadable: missing } : {}),
  };
  files['my-data.json'] = new TextEncoder().encode(JSON.stringify(data, null, 2));
  return Buffer.from(zipSync(files, { level: 6 }));
}
