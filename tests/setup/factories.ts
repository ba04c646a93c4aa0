import { createHash, randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CaseStatus, deriveApplicationStatus } from '../../src/core/cases';
import type { SystemSettings } from '../../src/core/settings';
import type { Database } from '../../src/server/db/client';
import { applicationEvents, applications, payments, sessions, travellerCases, users } from '../../src/server/db/schema';
import { sessionCookieName } from '../../src/server/lib/sessions';
import { feeChangeAt } from '../../src/server/modules/fees/service';
import { updateSettings } from '../../src/server/modules/settings/service';

let counter = 0;

type ApplicationInsert = typeof applications.$inferInsert;

/** An application row inserted directly, with its 'submitted' event; override any field. */
export async function createApplication(db: Database, overrides: Partial<ApplicationInsert> = {}) {
  counter += 1;
  const createdAt = overrides.createdAt ?? new Date();
  const [row] = await db
    .insert(applications)
    .values({
      referenceNumber: `ADV-${String(10_000_000 + counter * 7919 + randomInt(1000)).slice(-8)}`,
      firstName: 'Test',
      lastName: `Traveller${counter}`,
      dateOfBirth: '1990-04-12',
      nationality: 'US',
      email: `traveller${counter}@example.com`,
      phone: '+1 555 0100',
      passportNumber: `P${1_000_000 + counter}`,
      passportIssueDate: '2020-01-01',
      passportExpiryDate: '2030-01-01',
      issuingCountry: 'US',
      travelPurpose: 'tourism',
      arrivalDate: '2027-06-01',
      departureDate: '2027-06-14',
      ukAddress: '1 Example Street, London',
      amountPence: 4999,
      language: 'en',
      ...overrides,
      createdAt,
      lastStatusUpdate: overrides.lastStatusUpdate ?? createdAt,
    })
    .returning();
  if (!row) throw new Error('application not inserted');
  await db.insert(applicationEvents).values({
    applicationId: row.id,
    type: 'submitted',
    toStatus: 'pending',
    createdAt,
  });
  return row;
}

/**
 * An application paid through the sandbox: its succeeded payment row linked and priced, as the
 * server prices one, by the fee change in force when it was paid; override any application field.
 */
export async function createPaidApplication(db: Database, overrides: Partial<ApplicationInsert> = {}) {
  const amountPence = overrides.amountPence ?? 4999 * (overrides.applicantCount ?? 1);
  const paidAt = overrides.paidAt ?? new Date();
  const { feeChangeId } = await feeChangeAt(db, paidAt);
  const [payment] = await db
    .insert(payments)
    .values({
      provider: 'sandbox',
      providerIntentId: `sb_pi_${randomBytes(12).toString('hex')}`,
      amountPence,
      status: 'succeeded',
      snapshot: {},
      travellerCount: overrides.applicantCount ?? 1,
      feeChangeId,
      pricedAt: paidAt,
    })
    .returning();
  if (!payment) throw new Error('payment not inserted');
  return createApplication(db, { amountPence, paymentId: payment.id, paidAt, ...overrides });
}

/**
 * Puts an application's travellers at the given stages (index 0 first; a submitted or decided one
 * with a Home Office reference) and its status at the one derived from them: a family at mixed stages.
 */
export async function setCaseStatuses(db: Database, applicationId: string, statuses: readonly CaseStatus[]) {
  for (const [index, status] of statuses.entries()) {
    const sent = !['in_review', 'information_needed', 'ready_to_submit', 'cancelled'].includes(status);
    await db
      .insert(travellerCases)
      .values({ applicationId, travellerIndex: index, status, reviewStarted: true })
      .onConflictDoUpdate({
        target: [travellerCases.applicationId, travellerCases.travellerIndex],
        set: {
          status,
          reviewStarted: true,
          homeOfficeReference: sent ? `GWF${String(100_000 + index)}` : null,
          submittedAt: sent ? new Date() : null,
          decisionDate: status === 'granted' || status === 'refused' ? '2027-05-20' : null,
          requestedDocuments: status === 'information_needed' ? ['photo'] : [],
          requestMessage: status === 'information_needed' ? 'Please send a new photo.' : null,
          updatedAt: new Date(),
        },
      });
  }
  const status = deriveApplicationStatus(statuses.map((item) => ({ status: item, reviewStarted: true })));
  await db.update(applications).set({ status, lastStatusUpdate: new Date() }).where(eq(applications.id, applicationId));
}

/** A user row; `role: 'admin'` for an admin (with two-step verification on, unless overridden). */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `user${counter}@example.com`,
      passwordHash: 'x',
      emailVerified: true,
      // Staff sign in with a second factor; a factory admin has set one up.
      ...(overrides.role === 'admin' ? { mfaEnabledAt: new Date() } : {}),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

/** A signed-in session for a user, as the cookies object app.inject takes. */
export async function sessionCookieFor(db: Database, userId: string) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { [sessionCookieName]: token };
}

export async function truncateApplications(db: Database) {
  await db.execute(sql`truncate applications, application_events, documents cascade`);
}

export type App = FastifyInstance;

/** The request context a service called straight from a test is given. */
export const testRequestContext = { requestId: 'test', ip: '127.0.0.1' };

/** Writes the settings through the real service, as one admin kept for the purpose. */
export async function setSettings(db: Database, next: SystemSettings) {
  const email = 'settings-admin@example.com';
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  await updateSettings(db, next, existing ?? (await createUser(db, { role: 'admin', email })), testRequestContext);
}
