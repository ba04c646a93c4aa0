import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type AdminApplication, inReviewOrder, type Traveller } from '../../../core/admin-applications';
import {
  type ApplicationAccessAction,
  applicationAccessActions,
  applicationAccessLimit,
  auditDetailsSchema,
} from '../../../core/admin-audit';
import type { Database } from '../../db/client';
import { applicationEvents, applications, auditEvents, documents } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import type { RequestContext } from '../../lib/audit';
import { applicationNotFound } from '../../lib/errors';
import { mainTravellerOf } from '../../lib/main-traveller';
import type { PaymentDetails } from '../../lib/payments';
import { deletionDayOf } from '../../lib/retention-rule';
import type { SessionUser } from '../../lib/sessions';
import { iso, isoOrNull } from '../../lib/sql';
import { recordApplicationAudit } from '../../lib/staff-write';
import { travellerIndexOfDocument } from '../../lib/traveller-documents';
import { answersOf } from '../applications/questions';
import { casesOf } from '../cases/state';
import { travellersOf } from '../cases/travellers';
import { withChecks } from '../document-checks/verdicts';
import { refundableFor, refundsOf } from '../refunds/service';
import { getSettings } from '../settings/service';

export type ApplicationRow = typeof applications.$inferSelect;

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** An additional applicant as stored by the wizard, read defensively into the admin shape. */
function toTraveller(value: unknown): Traveller {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    dateOfBirth: text(record.dateOfBirth),
    nationality: text(record.nationality),
    email: text(record.email),
    phone: text(record.phone),
    passportNumber: text(record.passportNumber),
    passportIssueDate: text(record.passportIssueDate),
    passportExpiryDate: text(record.passportExpiryDate),
    issuingCountry: text(record.issuingCountry),
    relationship: text(record.relationship),
  };
}

export function additionalTravellers(row: Pick<ApplicationRow, 'additionalApplicants'>): Traveller[] {
  return Array.isArray(row.additionalApplicants) ? row.additionalApplicants.map(toTraveller) : [];
}

function paymentOf(
  row: ApplicationRow,
  refundable: { refundedPence: number; refundablePence: number; perTravellerPence: number; governmentFeePence: number },
) {
  // Written by the payment provider on success (applications service); null before a payment.
  const details = row.paymentDetails as PaymentDetails | null;
  return {
    amountPence: row.amountPence,
    refundedPence: refundable.refundedPence,
    refundablePence: refundable.refundablePence,
    perTravellerPence: refundable.perTravellerPence,
    governmentFeePence: refundable.governmentFeePence,
    cardholderName: details?.cardholderName ?? null,
    brand: details?.brand ?? null,
    last4: details?.last4 ?? null,
    expiry: details?.expiryDate ?? null,
    paidAt: isoOrNull(row.paidAt),
  };
}

/** The latest staff reads of an application and its documents (index audit_events_application_idx). */
function accessLogOf(db: Database, id: string) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actorName: auditEvents.actorName,
      details: auditEvents.details,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.applicationId, id), inArray(auditEvents.action, applicationAccessActions)))
    .orderBy(sql`${auditEvents.createdAt} desc nulls last`, sql`${auditEvents.id} desc nulls last`)
    .limit(applicationAccessLimit);
}

export async function getApplication(db: Database, id: string): Promise<AdminApplication> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw applicationNotFound();
  const [documentRows, eventRows, accessRows, refundRows, refundable] = await Promise.all([
    db.select().from(documents).where(eq(documents.applicationId, id)).orderBy(asc(documents.createdAt)),
    db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id)),
    accessLogOf(db, id),
    refundsOf(db, id),
    refundableFor(db, row),
  ]);
  const { documentRetentionDays } = await getSettings(db);
  const cases = await casesOf(db, id);
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    userId: row.userId,
    ...mainTravellerOf(row),
    travelPurpose: row.travelPurpose,
    arrivalDate: row.arrivalDate,
    departureDate: row.departureDate,
    ukAddress: row.ukAddress,
    processingType: row.processingType,
    isMultipleApplicants: row.isMultipleApplicants,
    applicantCount: row.applicantCount,
    additionalApplicants: additionalTravellers(row),
    travellers: withChecks(row, documentRows, travellersOf(row, cases)),
    answers: answersOf(db, row),
    suitabilityDeclared: row.suitabilityDeclared,
    status: row.status,
    statusNotes: row.statusNotes,
    version: row.version,
    language: row.language,
    createdAt: iso(row.createdAt),
    lastStatusUpdate: iso(row.lastStatusUpdate),
    personalDataErasedAt: row.personalDataErasedAt ? iso(row.personalDataErasedAt) : null,
    documentsDeletedOn: row.personalDataErasedAt ? null : deletionDayOf(row, cases, documentRetentionDays),
    documents: inReviewOrder(
      documentRows.map((document) => ({
        id: document.id,
        kind: document.kind,
        name: document.originalName,
        sizeBytes: document.sizeBytes,
        mimeType: document.mimeType,
        travellerIndex: travellerIndexOfDocument(document, row.additionalApplicants),
        replacedAt: isoOrNull(document.replacedAt),
        createdAt: iso(document.createdAt),
      })),
    ),
    payment: paymentOf(row, refundable),
    refunds: refundRows,
    events: eventRows.map((event) => ({
      id: event.id,
      type: event.type,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      notes: event.notes,
      actorName: event.actorName,
      travellerIndex: event.travellerIndex,
      details: (event.details as Record<string, unknown> | null) ?? null,
      createdAt: iso(event.createdAt),
    })),
    accessLog: accessRows.map((access) => ({
      id: String(access.id),
      action: access.action as ApplicationAccessAction,
      actorName: access.actorName,
      documentKind: auditDetailsSchema.safeParse(access.details).data?.documentKind ?? null,
      createdAt: iso(access.createdAt),
    })),
  };
}

export async function referenceOf(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ reference: applications.referenceNumber })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) throw applicationNotFound();
  return row.reference;
}

/** An admin opens an application's detail: the read is recorded before the data is returned. */
export async function openApplication(
  db: Database,
  id: string,
  admin: SessionUser,
  context: RequestContext,
): Promise<AdminApplication> {
  assertAdmin(admin);
  const reference = await referenceOf(db, id);
  await recordApplicationAudit(db, {
    action: 'application.viewed',
    actor: admin,
    context,
    application: { id, reference },
    details: { via: 'admin' },
  });
  return getApplication(db, id);
}

/** The row of one application for its CSV (every traveller's passport data), the export recorded first. */
export async function exportApplication(
  db: Database,
  id: string,
  admin: SessionUser,
  context: RequestContext,
): Promise<ApplicationRow> {
  assertAdmin(admin);
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw applicationNotFound();
  await recordApplicationAudit(db, {
    action: 'application.exported',
    actor: admin,
    context,
    application: { id, reference: row.referenceNumber },
  });
  return row;
}
