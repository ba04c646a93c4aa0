import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { type ApplicationData, type DocumentKind, messages } from '../../../core/application';
import { type PaymentStatus, paymentMessages, paymentReleasesDocuments } from '../../../core/payments';
import type { Database } from '../../db/client';
import { documents, payments } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { type Owner, ownedBy } from '../documents/service';

interface WantedDocument {
  field: string;
  id: string;
  kind: DocumentKind;
  message: string;
}

/** The documents an application names, each with the form field it came from. */
export function wantedDocuments(data: ApplicationData): WantedDocument[] {
  return [
    { field: 'passportScanPath', id: data.passportScanPath, kind: 'passportScan', message: messages.passportScan },
    { field: 'photoPath', id: data.photoPath, kind: 'photo', message: messages.photo },
    ...(data.additionalDocumentPath
      ? [
          {
            field: 'additionalDocumentPath',
            id: data.additionalDocumentPath,
            kind: 'additionalDocument' as const,
            message: messages.additionalDocument,
          },
        ]
      : []),
    ...data.additionalApplicants.flatMap((traveller, index) => [
      {
        field: `additionalApplicants.${index}.passportScanPath`,
        id: traveller.passportScanPath,
        kind: 'passportScan' as const,
        message: messages.passportScan,
      },
      {
        field: `additionalApplicants.${index}.photoPath`,
        id: traveller.photoPath,
        kind: 'photo' as const,
        message: messages.photo,
      },
    ]),
  ];
}

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
      } else fieldErrors[item.field] = paymentMessages.documentPaidFor;
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

/**
 * The documents a paid application is built with: those attached to its payment (or, for a
 * payment made before documents were attached, still unattached), whoever's session is gone.
 * Returns the ids, or the fields whose document is missing.
 */
export async function documentsOfPayment(db: Database, data: ApplicationData, paymentId: string) {
  const wanted = wantedDocuments(data);
  const rows = await db
    .select({ id: documents.id, kind: documents.kind })
    .from(documents)
    .where(
      and(
        inArray(
          documents.id,
          wanted.map((item) => item.id),
        ),
        isNull(documents.applicationId),
        or(eq(documents.paymentId, paymentId), isNull(documents.paymentId)),
      ),
    );
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.filter((item) => found.get(item.id)?.kind !== item.kind).map((item) => item.field);
  return { documentIds: wanted.map((item) => item.id), missing };
}

function throwFieldErrors(fieldErrors: Record<string, string>) {
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
}
