import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { ApplicationData, DocumentKind } from '../../../core/applications';
import { type PaymentStatus, paymentCodes, paymentReleasesDocuments } from '../../../core/payments';
import type { Database } from '../../db/client';
import { documents, payments } from '../../db/schema';
import { invalidFields } from '../../lib/errors';
import { wantedDocuments } from '../applications/documents';
import { type Owner, ownedBy } from '../documents/service';

interface FoundDocument {
  id: string;
  kind: DocumentKind;
  paymentId: string | null;
  paymentStatus: PaymentStatus | null;
}

const isUnpaid = (status: PaymentStatus | null) => status === null || paymentReleasesDocuments(status);

/**
 * The documents of a draft about to get its payment intent: each names an unsubmitted document of
 * this owner, of the right kind, used once, and not part of a payment that has taken (or may have
 * taken) money. Returns the ids, and the other unpaid intents that held some of them: those are
 * cancelled, so a document is only ever part of one payable intent.
 */
export async function documentsForIntent(db: Database, data: ApplicationData, owner: Owner, paymentId: string) {
  const wanted = wantedDocuments(data);
  const rows = await db
    .select({ id: documents.id, kind: documents.kind, paymentId: documents.paymentId, paymentStatus: payments.status })
    .from(documents)
    .leftJoin(payments, eq(payments.id, documents.paymentId))
    .where(
      and(
        inArray(
          documents.id,
          wanted.map((item) => item.id),
        ),
        ownedBy(owner),
        isNull(documents.applicationId),
      ),
    );
  const found = new Map<string, FoundDocument>(rows.map((row) => [row.id, row]));
  const fieldErrors: Record<string, string> = {};
  const seen = new Set<string>();
  const otherIntents = new Set<string>();
  for (const item of wanted) {
    const row = found.get(item.id);
    if (!row || row.kind !== item.kind || seen.has(item.id)) fieldErrors[item.field] = item.message;
    else if (row.paymentId && row.paymentId !== paymentId) {
      if (isUnpaid(row.paymentStatus)) {
        if (row.paymentStatus && !['canceled', 'refunded'].includes(row.paymentStatus)) otherIntents.add(row.paymentId);
      } else fieldErrors[item.field] = paymentCodes.documentPaidFor;
    }
    seen.add(item.id);
  }
  throwFieldErrors(fieldErrors);
  return { documentIds: wanted.map((item) => item.id), otherIntents: [...otherIntents] };
}

/** Makes the intent's documents exactly these: the ones dropped from the draft are free again. */
export async function attachDocuments(db: Database, paymentId: string, documentIds: string[]) {
  await db
    .update(documents)
    .set({ paymentId: null })
    .where(and(eq(documents.paymentId, paymentId), notInArray(documents.id, documentIds)));
  await db.update(documents).set({ paymentId }).where(inArray(documents.id, documentIds));
}

function throwFieldErrors(fieldErrors: Record<string, string>) {
  if (Object.keys(fieldErrors).length > 0) throw invalidFields(fieldErrors);
}
