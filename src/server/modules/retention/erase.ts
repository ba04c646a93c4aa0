import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationEvents, applications, documents, emailOutbox, payments, travellerCases } from '../../db/schema';
import type { FileStorage } from '../../lib/storage/index';
import { erasedQuestionColumns } from '../applications/questions';

export interface RetentionDeps {
  db: Database;
  storage: FileStorage;
}

/** Removes documents, files first and then their rows: a run cut short leaves rows the orphan pass clears. */
export async function deleteDocumentsWhere(deps: RetentionDeps, where: SQL | undefined) {
  // Drizzle's and() is typed as possibly empty; no condition must never mean every document.
  if (!where) throw new Error('deleteDocumentsWhere needs a condition');
  const rows = await deps.db
    .select({ id: documents.id, storageKey: documents.storageKey })
    .from(documents)
    .where(where);
  for (const row of rows) await deps.storage.delete(row.storageKey);
  if (rows.length > 0)
    await deps.db.delete(documents).where(
      inArray(
        documents.id,
        rows.map((row) => row.id),
      ),
    );
  return rows.length;
}

/**
 * Erases one application's documents and personal answers (decision 016): the files, then in one
 * transaction the document rows, every answer about the travellers, the staff's notes, the
 * payment's snapshot and card details and the e-mails already sent about it. What stays is the
 * minimal record: reference, nationality, dates, amount, status, history and refunds.
 */
export async function eraseApplication(deps: RetentionDeps, id: string) {
  await deleteDocumentsWhere(deps, eq(documents.applicationId, id));
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: applications.email, reference: applications.referenceNumber, paymentId: applications.paymentId })
      .from(applications)
      .where(and(eq(applications.id, id), isNull(applications.personalDataErasedAt)))
      .for('update');
    if (!row) return;
    await tx
      .update(applications)
      .set({
        firstName: '',
        lastName: '',
        dateOfBirth: null,
        email: '',
        phone: '',
        additionalApplicants: sql`'[]'::jsonb`,
        ...erasedQuestionColumns,
        passportNumber: '',
        passportIssueDate: null,
        passportExpiryDate: null,
        issuingCountry: '',
        travelPurpose: '',
        ukAddress: '',
        paymentDetails: null,
        statusNotes: null,
        personalDataErasedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(applications.id, id));
    // An upload that arrived between the files and this transaction goes with the rest.
    await tx.delete(documents).where(eq(documents.applicationId, id));
    // The History keeps what happened and when, and a refund its amount; the notes and the answers a fix changed go.
    await tx
      .update(applicationEvents)
      .set({
        notes: null,
        details: sql`case when ${applicationEvents.type} = 'refunded' and ${applicationEvents.details} ? 'amountPence'
          then jsonb_build_object('amountPence', ${applicationEvents.details} -> 'amountPence') end`,
      })
      .where(eq(applicationEvents.applicationId, id));
    // Each traveller's case keeps its status and dates; what staff wrote and the Home Office's words go.
    await tx
      .update(travellerCases)
      .set({ requestMessage: null, decisionReason: null, homeOfficeReference: null })
      .where(eq(travellerCases.applicationId, id));
    if (row.paymentId) await erasePaymentSnapshot(tx, row.paymentId);
    await deleteSentEmailsAbout(tx, row.email, row.reference);
  });
}

/** The application data a payment was made with, and the card holder's name: gone; amount and status stay. */
export async function erasePaymentSnapshot(db: Database, paymentId: string) {
  await db
    .update(payments)
    .set({ snapshot: sql`'{}'::jsonb`, paymentDetails: null, attentionDetail: null, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/** Sent e-mails that name an application (a pending one, such as the deletion notice, still goes). */
export async function deleteSentEmailsAbout(db: Database, address: string, reference: string) {
  if (!address) return;
  await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, address),
        ne(emailOutbox.status, 'pending'),
        sql`position(${reference} in ${emailOutbox.text}) > 0`,
      ),
    );
}
