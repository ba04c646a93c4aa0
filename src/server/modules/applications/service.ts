import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type ApplicationData,
  makeApplicationSchema,
  messages,
  type SandboxCard,
  travellerCountOf,
  ukDayOf,
  ukToday,
} from '../../../core/application';
import { errorCodes } from '../../../core/errors';
import { fallbackLanguage, isLanguage, type Language } from '../../../core/languages';
import { formatPence } from '../../../core/money';
import { makeReference } from '../../../core/references';
import type { Database } from '../../db/client';
import { applicationEvents, applications, documents, payments, savedProgress, users } from '../../db/schema';
import { AppError, badRequest, conflict, fieldErrorsOf, notFound, notYours, unavailable } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { PaymentDetails, PaymentProvider } from '../../lib/payments/index';
import { chargeSandboxCard, declinedMessage } from '../../lib/payments/sandbox';
import { isUniqueViolation } from '../../lib/sql';
import { type Owner, unsubmittedDocumentsOf } from '../documents/service';
import { getFeesInPence, getSettings } from '../settings/service';

export const maintenanceMessage = 'The service is under maintenance. Please try again later.';
export const processingDisabledMessage = 'We are not accepting new applications at the moment. Please try again later.';
export const paymentNotCompleteMessage = 'The payment has not been completed.';

export interface Services {
  db: Database;
  payments: PaymentProvider;
  log: FastifyInstance['log'];
  /** 'today' as YYYY-MM-DD; the UK calendar day unless a test pins it. */
  today?: () => string;
}

/** Maintenance mode and the processing switch stop new payments and submissions (503). */
export async function assertAcceptingApplications(db: Database) {
  const settings = await getSettings(db);
  if (settings.maintenanceMode) throw unavailable(maintenanceMessage);
  if (!settings.applicationProcessingEnabled) throw unavailable(processingDisabledMessage);
  return settings;
}

/** Parses application data as a submission; 400 with field errors otherwise. */
export function parseApplication(raw: unknown, today: () => string = ukToday): ApplicationData {
  const result = makeApplicationSchema(today).safeParse(raw);
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error.issues);
    throw badRequest(Object.values(fieldErrors)[0] ?? 'Invalid application', fieldErrors);
  }
  return result.data;
}

/** Every document id names an unsubmitted document of this owner, of the right kind, used once. */
export async function checkDocuments(db: Database, data: ApplicationData, owner: Owner) {
  const wanted: { field: string; id: string; kind: (typeof documents.$inferSelect)['kind']; message: string }[] = [
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
  const found = new Map(
    (
      await unsubmittedDocumentsOf(
        db,
        wanted.map((item) => item.id),
        owner,
      )
    ).map((row) => [row.id, row]),
  );
  const seen = new Set<string>();
  const fieldErrors: Record<string, string> = {};
  for (const item of wanted) {
    const row = found.get(item.id);
    if (!row || row.kind !== item.kind || seen.has(item.id)) fieldErrors[item.field] = item.message;
    seen.add(item.id);
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw badRequest(Object.values(fieldErrors)[0] ?? 'Invalid documents', fieldErrors);
  }
  return wanted.map((item) => item.id);
}

/** The amount is the server's: price per traveller from settings × travellers, in pence. */
export async function amountFor(db: Database, data: ApplicationData) {
  const fees = await getFeesInPence(db);
  return fees.perTravellerPence * travellerCountOf(data);
}

/** POST /api/create-payment-intent: validates like a submission and keeps the data as the payment's snapshot. */
export async function createPaymentIntent(
  services: Services,
  input: { raw: unknown; owner: Owner; language: Language },
) {
  await assertAcceptingApplications(services.db);
  const data = parseApplication(input.raw, services.today);
  await checkDocuments(services.db, data, input.owner);
  const amountPence = await amountFor(services.db, data);
  const id = randomUUID();
  const intent = await services.payments.createIntent({ amountPence, currency: 'gbp', paymentId: id });
  await services.db.insert(payments).values({
    id,
    provider: services.payments.name,
    providerIntentId: intent.id,
    amountPence,
    currency: 'gbp',
    sessionId: input.owner.sessionId,
    userId: input.owner.userId,
    snapshot: data,
    travellerCount: travellerCountOf(data),
    language: input.language,
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: amountPence,
    currency: 'gbp' as const,
    provider: services.payments.name,
    ...(services.payments.name === 'stripe' && services.payments.publishableKey
      ? { publishableKey: services.payments.publishableKey }
      : {}),
  };
}

const paymentNotFoundMessage = 'Payment not found.';
const ownsPayment = (row: typeof payments.$inferSelect, owner: Owner) =>
  (row.sessionId !== null && row.sessionId === owner.sessionId) || (row.userId !== null && row.userId === owner.userId);

/** POST /api/payments/sandbox/confirm: the sandbox's card check, recorded on the payment. */
export async function confirmSandboxPayment(services: Services, card: SandboxCard, owner: Owner) {
  const [row] = await services.db.select().from(payments).where(eq(payments.providerIntentId, card.paymentIntentId));
  if (row?.provider !== 'sandbox') throw notFound(paymentNotFoundMessage);
  if (!ownsPayment(row, owner)) throw notYours(paymentNotFoundMessage);
  if (row.status === 'succeeded') return { id: row.providerIntentId, status: row.status };
  let details: PaymentDetails;
  try {
    details = chargeSandboxCard(card);
  } catch (error) {
    if (error instanceof AppError && error.code === errorCodes.cardDeclined) {
      await services.db
        .update(payments)
        .set({ status: 'failed', failureMessage: declinedMessage, updatedAt: new Date() })
        .where(eq(payments.id, row.id));
    }
    throw error;
  }
  const [updated] = await services.db
    .update(payments)
    .set({ status: 'succeeded', paymentDetails: details, failureMessage: null, updatedAt: new Date() })
    .where(eq(payments.id, row.id))
    .returning();
  return { id: row.providerIntentId, status: updated?.status ?? 'succeeded' };
}

export interface CreatedApplication {
  id: string;
  referenceNumber: string;
  status: string;
}

async function existingApplicationFor(db: Database, paymentId: string): Promise<CreatedApplication | null> {
  const [row] = await db
    .select({ id: applications.id, referenceNumber: applications.referenceNumber, status: applications.status })
    .from(applications)
    .where(eq(applications.paymentId, paymentId));
  return row ?? null;
}

/**
 * Creates the application for a succeeded payment in one transaction: the row with a fresh
 * reference, its documents linked, its 'submitted' event, the e-mails queued, saved progress
 * cleared. The same payment always yields the same application.
 */
export async function createApplicationFromPayment(
  services: Services,
  payment: typeof payments.$inferSelect,
  data: ApplicationData,
  owner: Owner,
  details: PaymentDetails | null,
): Promise<CreatedApplication> {
  const existing = await existingApplicationFor(services.db, payment.id);
  if (existing) return existing;
  const documentIds = await checkDocuments(services.db, data, owner);
  const settings = await getSettings(services.db);
  const language = isLanguage(payment.language) ? payment.language : fallbackLanguage;
  const travellerCount = travellerCountOf(data);

  for (let attempt = 0; attempt < 5; attempt++) {
    const referenceNumber = makeReference((max) => randomInt(max));
    try {
      const created = await services.db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .insert(applications)
          .values({
            referenceNumber,
            userId: owner.userId,
            firstName: data.firstName,
            lastName: data.lastName,
            dateOfBirth: data.dateOfBirth,
            nationality: data.nationality,
            email: data.email,
            phone: data.phone,
            isMultipleApplicants: travellerCount > 1,
            applicantCount: travellerCount,
            additionalApplicants: data.additionalApplicants,
            passportNumber: data.passportNumber,
            passportIssueDate: data.passportIssueDate,
            passportExpiryDate: data.passportExpiryDate,
            issuingCountry: data.issuingCountry,
            travelPurpose: data.travelPurpose,
            arrivalDate: data.arrivalDate,
            departureDate: data.departureDate,
            ukAddress: data.ukAddress,
            processingType: 'priority',
            amountPence: payment.amountPence,
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
          .set({ applicationId: row.id })
          .where(and(inArray(documents.id, documentIds), isNull(documents.applicationId)))
          .returning({ id: documents.id });
        if (linked.length !== documentIds.length)
          throw conflict('A document was changed while submitting. Please try again.');
        await tx.insert(applicationEvents).values({
          applicationId: row.id,
          type: 'submitted',
          toStatus: row.status,
          actorId: owner.userId,
          actorName: `${data.firstName} ${data.lastName}`,
        });
        if (owner.userId) await tx.delete(savedProgress).where(eq(savedProgress.userId, owner.userId));
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

/** POST /api/applications: the paid application, checked with the provider; idempotent per payment. */
export async function submitApplication(
  services: Services,
  input: { raw: unknown; paymentIntentId: string; owner: Owner },
): Promise<CreatedApplication> {
  const [payment] = await services.db
    .select()
    .from(payments)
    .where(eq(payments.providerIntentId, input.paymentIntentId));
  if (!payment) throw notFound(paymentNotFoundMessage);
  if (!ownsPayment(payment, input.owner)) throw notYours(paymentNotFoundMessage);
  const existing = await existingApplicationFor(services.db, payment.id);
  if (existing) return existing;
  await assertAcceptingApplications(services.db);
  const data = parseApplication(input.raw, services.today);

  const intent = await services.payments.retrieveIntent(payment.providerIntentId);
  if (intent.status !== 'succeeded') throw badRequest(paymentNotCompleteMessage);
  if (intent.amountPence !== payment.amountPence || intent.currency !== 'gbp') {
    services.log.error({ paymentId: payment.id }, 'payment amount differs from the amount computed by the server');
    throw badRequest('The payment does not match this application.');
  }
  if (travellerCountOf(data) !== payment.travellerCount) {
    throw badRequest('The payment does not match this application.');
  }
  if (payment.status !== 'succeeded') {
    await services.db
      .update(payments)
      .set({ status: 'succeeded', paymentDetails: intent.details, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
  }
  const owner: Owner = { sessionId: payment.sessionId, userId: input.owner.userId ?? payment.userId };
  return createApplicationFromPayment(services, payment, data, owner, intent.details);
}

/**
 * A paid application is never lost: succeeded payments that have had no application for a
 * while (the browser died after paying) get their application from the stored snapshot.
 */
export async function reconcilePayments(services: Services, olderThanMs = 2 * 60_000) {
  const cutoff = new Date(Date.now() - olderThanMs);
  const confirmedNow: string[] = [];
  if (services.payments.name !== 'sandbox') {
    // Ask the provider about recent payments we have not heard back about (a lost webhook).
    const pending = await services.db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['requires_payment', 'processing']),
          lt(payments.updatedAt, cutoff),
          gt(payments.createdAt, new Date(Date.now() - 24 * 3600_000)),
        ),
      );
    for (const payment of pending) {
      try {
        const intent = await services.payments.retrieveIntent(payment.providerIntentId);
        if (intent.status === 'succeeded' && intent.amountPence === payment.amountPence) {
          await services.db
            .update(payments)
            .set({ status: 'succeeded', paymentDetails: intent.details, updatedAt: new Date() })
            .where(eq(payments.id, payment.id));
          confirmedNow.push(payment.id);
        }
      } catch (error) {
        services.log.warn({ err: error, paymentId: payment.id }, 'could not ask the provider about a payment');
      }
    }
  }
  const orphans = await services.db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(applications, eq(applications.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        isNull(applications.id),
        confirmedNow.length > 0
          ? or(lt(payments.updatedAt, cutoff), inArray(payments.id, confirmedNow))
          : lt(payments.updatedAt, cutoff),
      ),
    );
  const created: CreatedApplication[] = [];
  for (const { payment } of orphans) {
    try {
      // The snapshot was valid when it was taken: judge it by that day (travel dates may have passed since).
      const data = parseApplication(payment.snapshot, () => ukDayOf(payment.createdAt));
      const owner: Owner = { sessionId: payment.sessionId, userId: payment.userId };
      created.push(
        await createApplicationFromPayment(
          services,
          payment,
          data,
          owner,
          (payment.paymentDetails as PaymentDetails) ?? null,
        ),
      );
      services.log.info({ paymentId: payment.id }, 'application created from a paid snapshot');
    } catch (error) {
      services.log.error({ err: error, paymentId: payment.id }, 'could not create the application of a paid payment');
    }
  }
  return created;
}

/** Saved progress of a signed-in user (spec §3), or null. */
export async function getSavedProgress(db: Database, userId: string) {
  const [row] = await db.select().from(savedProgress).where(eq(savedProgress.userId, userId));
  if (!row) return null;
  return {
    ...(row.data as Record<string, unknown>),
    currentStep: row.currentStep,
    lastSaved: row.lastSaved.toISOString(),
  };
}

export async function saveProgress(
  db: Database,
  userId: string,
  data: Record<string, unknown> & { currentStep: number },
) {
  const { currentStep, lastSaved: _lastSaved, ...rest } = data;
  const now = new Date();
  await db
    .insert(savedProgress)
    .values({ userId, data: rest, currentStep, lastSaved: now })
    .onConflictDoUpdate({ target: savedProgress.userId, set: { data: rest, currentStep, lastSaved: now } });
  return now;
}
