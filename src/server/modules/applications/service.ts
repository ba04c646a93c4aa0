import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { type ApplicationData, makeApplicationSchema, travellerCountOf, ukToday } from '../../../core/applications';
import { arrivesBeforeDecision, latestDecisionDay } from '../../../core/decision-deadline';
import { refusalCodes } from '../../../core/errors';
import { fallbackLanguage, isLanguage } from '../../../core/languages';
import { formatPence } from '../../../core/money';
import type { AttentionReason } from '../../../core/payments';
import { makeReference } from '../../../core/references';
import { offeredProcessingType } from '../../../core/statuses';
import type { Database } from '../../db/client';
import { applicationEvents, applications, documents, payments, savedProgress, users } from '../../db/schema';
import { fieldErrorsOf, invalidFields, unavailable } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { PaymentDetails } from '../../lib/payments/index';
import { openSuitability, sealerOf, sealSuitability } from '../../lib/sealed-answers';
import type { Services } from '../../lib/services';
import { isUniqueViolation } from '../../lib/sql';
import { feeChangeAt, feesAt } from '../fees/service';
import { getSettings } from '../settings/service';
import { documentsOfPayment } from './documents';
import { questionColumns } from './questions';

export const maintenanceMessage = 'The service is under maintenance. Please try again later.';
export const processingDisabledMessage = 'We are not accepting new applications at the moment. Please try again later.';
export const paymentNotCompleteMessage = 'The payment has not been completed.';

/** Maintenance mode and the processing switch stop new payments and submissions (503). */
export async function assertAcceptingApplications(db: Database) {
  const settings = await getSettings(db);
  if (settings.maintenanceMode) throw unavailable(maintenanceMessage, refusalCodes.maintenance);
  if (!settings.applicationProcessingEnabled)
    throw unavailable(processingDisabledMessage, refusalCodes.applicationsPaused);
  return settings;
}

/** Parses application data as a submission; 400 with field errors otherwise. */
export function parseApplication(raw: unknown, today: () => string = ukToday): ApplicationData {
  const result = makeApplicationSchema(today).safeParse(raw);
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error.issues);
    throw invalidFields(fieldErrors);
  }
  return result.data;
}

export interface CreatedApplication {
  id: string;
  referenceNumber: string;
  status: string;
}

export async function existingApplicationFor(db: Database, paymentId: string): Promise<CreatedApplication | null> {
  const [row] = await db
    .select({ id: applications.id, referenceNumber: applications.referenceNumber, status: applications.status })
    .from(applications)
    .where(eq(applications.paymentId, paymentId));
  return row ?? null;
}

/** Why a paid application could not be built; the payment then needs staff (issue 16). */
export class CannotBuildError extends Error {
  constructor(
    readonly reason: AttentionReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Creates the application for a succeeded payment in one transaction: the row with a fresh
 * reference, the payment's documents linked, its 'submitted' event, the e-mails queued, saved
 * progress cleared. It needs no session: the payment holds the data and the documents. The same
 * payment always yields the same application. `userId` is the account it belongs to: the payer's,
 * or the account the payer signed in to before submitting.
 */
export async function createApplicationFromPayment(
  services: Services,
  payment: typeof payments.$inferSelect,
  data: ApplicationData,
  details: PaymentDetails | null,
  userId: string | null = payment.userId,
): Promise<CreatedApplication> {
  const existing = await existingApplicationFor(services.db, payment.id);
  if (existing) return existing;
  const { documentIds, missing } = await documentsOfPayment(services.db, data, payment.id);
  if (missing.length > 0) throw new CannotBuildError('documents_missing', `Missing: ${missing.join(', ')}`);
  const settings = await getSettings(services.db);
  const language = isLanguage(payment.language) ? payment.language : fallbackLanguage;
  const travellerCount = travellerCountOf(data);
  const questions = questionColumns(services.db, data);

  for (let attempt = 0; attempt < 5; attempt++) {
    const referenceNumber = makeReference((max) => randomInt(max));
    try {
      const created = await services.db.transaction(async (tx) => {
        const now = new Date();
        // A payment from before pricing (decision 037) counts under the change in force when it was paid.
        if (!payment.pricedAt && !payment.feeChangeId) {
          const { feeChangeId } = await feeChangeAt(tx, payment.updatedAt ?? now);
          await tx.update(payments).set({ feeChangeId }).where(eq(payments.id, payment.id));
        }
        const [row] = await tx
          .insert(applications)
          .values({
            referenceNumber,
            userId,
            firstName: data.firstName,
            lastName: data.lastName,
            dateOfBirth: data.dateOfBirth,
            nationality: data.nationality,
            email: data.email,
            phone: data.phone,
            isMultipleApplicants: travellerCount > 1,
            applicantCount: travellerCount,
            ...questions,
            passportConfirmed: data.passportConfirmed ?? [],
            passportNumber: data.passportNumber,
            passportIssueDate: data.passportIssueDate,
            passportExpiryDate: data.passportExpiryDate,
            issuingCountry: data.issuingCountry,
            travelPurpose: data.travelPurpose,
            arrivalDate: data.arrivalDate,
            departureDate: data.departureDate,
            ukAddress: data.ukAddress,
            processingType: offeredProcessingType,
            amountPence: payment.amountPence,
            // The price and fee it was paid under (decision 037); an older payment's from its amount and the schedule.
            pricePence: payment.pricePence ?? Math.floor(payment.amountPence / Math.max(1, payment.travellerCount)),
            governmentFeePence: payment.governmentFeePence ?? (await feesAt(tx, payment.createdAt)).governmentFeePence,
            paymentId: payment.id,
            paymentDetails: details,
            paidAt: payment.updatedAt ?? now,
            language,
          })
          .returning({
            id: applications.id,
            referenceNumber: applications.referenceNumber,
            status: applications.status,
          });
        if (!row) throw new Error('application insert returned nothing');
        const linked = await tx
          .update(documents)
          .set({ applicationId: row.id, paymentId: payment.id })
          .where(
            and(
              inArray(documents.id, documentIds),
              isNull(documents.applicationId),
              or(eq(documents.paymentId, payment.id), isNull(documents.paymentId)),
            ),
          )
          .returning({ id: documents.id });
        if (linked.length !== documentIds.length)
          throw new CannotBuildError('documents_missing', 'A document was removed while the application was built');
        await tx.insert(applicationEvents).values({
          applicationId: row.id,
          type: 'submitted',
          toStatus: row.status,
          actorId: userId,
          actorName: `${data.firstName} ${data.lastName}`,
        });
        await closeDraft(tx, { userId });
        const amount = formatPence(payment.amountPence);
        if (settings.emailNotificationsEnabled) {
          await enqueueEmail(tx, {
            to: data.email,
            template: 'applicationConfirmation',
            language,
            data: {
              firstName: data.firstName,
              reference: row.referenceNumber,
              travellerCount,
              amount,
              decisionDays: settings.visaProcessingTime,
              ...atRiskOf(data.arrivalDate, payment.updatedAt ?? now, settings.visaProcessingTime),
            },
          });
        }
        if (settings.adminNotificationsEnabled) {
          const admins = await tx
            .select({ email: users.email, language: users.preferredLanguage })
            .from(users)
            .where(eq(users.role, 'admin'));
          for (const admin of admins) {
            await enqueueEmail(tx, {
              to: admin.email,
              template: 'adminNewApplication',
              language: admin.language,
              data: {
                reference: row.referenceNumber,
                applicantName: `${data.firstName} ${data.lastName}`,
                travellerCount,
                amount,
              },
            });
          }
        }
        return row;
      });
      return created;
    } catch (error) {
      if (isUniqueViolation(error, 'payment_id')) {
        const again = await existingApplicationFor(services.db, payment.id);
        if (again) return again;
      }
      if (isUniqueViolation(error, 'reference_number')) continue;
      throw error;
    }
  }
  throw new Error('Could not draw a unique reference number');
}

/**
 * A draft that is paid is closed: its saved progress goes with the payment, so opening /apply again
 * starts a new application rather than offering the paid answers for a second payment.
 */
export async function closeDraft(db: Database, payment: { userId: string | null }) {
  if (payment.userId) await discardProgress(db, payment.userId);
}

/** Throws away a signed-in user's saved progress; nothing saved is no error. */
export async function discardProgress(db: Database, userId: string) {
  await db.delete(savedProgress).where(eq(savedProgress.userId, userId));
}

/** Saved progress of a signed-in user (spec §3), or null. */
export async function getSavedProgress(db: Database, userId: string) {
  const [row] = await db.select().from(savedProgress).where(eq(savedProgress.userId, userId));
  if (!row) return null;
  return {
    ...(openSuitability(sealerOf(db), row.data) as Record<string, unknown>),
    currentStep: row.currentStep,
    lastSaved: row.lastSaved.toISOString(),
  };
}

export async function saveProgress(
  db: Database,
  userId: string,
  data: Record<string, unknown> & { currentStep: number },
) {
  const { currentStep, lastSaved: _lastSaved, ...answers } = data;
  // A draft's suitability answers are sealed like the application's (decision 033).
  const rest = sealSuitability(sealerOf(db), answers);
  const now = new Date();
  await db
    .insert(savedProgress)
    .values({ userId, data: rest, currentStep, lastSaved: now })
    .onConflictDoUpdate({ target: savedProgress.userId, set: { data: rest, currentStep, lastSaved: now } });
  return now;
}

/** The decision's latest day when the arrival comes before it (issue #34): the confirmation says so. */
function atRiskOf(arrivalDate: string, paidAt: Date, workingDays: number) {
  return arrivesBeforeDecision(arrivalDate, paidAt, workingDays)
    ? { latestDecisionDay: latestDecisionDay(paidAt, workingDays) }
    : {};
}
