import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleApplicationData, sandboxCard } from '../../tests/setup/application-data';
import { storedDocument } from '../../tests/setup/documents';
import { createApplication, createPaidApplication, createUser, sessionCookieFor } from '../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { multipart, testImage } from '../../tests/setup/uploads';
import { defaultSettings } from '../core/default-settings';
import { auditEvents, contactMessages, emailOutbox, feeChanges, payments } from './db/schema';
import { faceVersion } from './lib/face-assets';
import { secretKey } from './lib/keys';
import { ocrVersion } from './lib/ocr-assets';
import { FixLinks, fixTokenHeader } from './modules/cases/fix-links';
import { UnsubscribeTokens } from './modules/reminders/tokens';

/**
 * Who may call what, for every route the app registers: each route × {anonymous, traveller A,
 * traveller B, admin} has an expected status, and a route without an entry fails the test. Then
 * every admin and owner route is asked for under other spellings of its URL, over a real socket,
 * by callers who may not see it: nothing answers 2xx and nothing in the database changes.
 */

const callers = ['anonymous', 'travellerB', 'admin', 'travellerA'] as const;
type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

interface Probe {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
interface Entry {
  probe: () => Probe | Promise<Probe>;
  expect: Expected;
  /** When HEAD answers otherwise than GET (a library's route that redirects only GET). */
  expectHead?: Expected;
  /** Callers act as new accounts of their role (the call would end or delete the account). */
  freshAccounts?: boolean;
  /**
   * Whom other spellings are tried as: 'admin' (staff only: anonymous and a traveller), 'owner'
   * (traveller A's thing: anonymous and traveller B), 'signedIn' (the caller's own: anonymous).
   */
  guard?: 'admin' | 'owner' | 'signedIn';
}

const everyone = (status: number): Expected => ({
  anonymous: status,
  travellerA: status,
  travellerB: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): Expected => ({ anonymous: 401, travellerA: 403, travellerB: 403, admin: status });

let test: TestApp;
const origin = 'http://localhost:3000';
const ids = {
  userA: '',
  userB: '',
  admin: '',
  applicationA: '',
  applicationToCancel: '',
  applicationTravellerToCancel: '',
  applicationForStaff: '',
  applicationToRefund: '',
  applicationForCases: '',
  applicationToFix: '',
  referenceA: '',
  documentA: '',
  documentToDelete: '',
  paymentA: 'pi_sandbox_matrix_a',
  paymentNeedingAttention: '',
  sentEmail: '',
  userToEdit: '',
  userToDelete: '',
  userToReset: '',
  message: '',
  messageToDelete: '',
  feeChangeToWithdraw: '',
};
let paidSnapshot: Record<string, unknown> = {};
/** A reminder's unsubscribe address for traveller A's application, signed as the server signs it. */
const unsubscribePath = () => {
  const tokens = new UnsubscribeTokens(secretKey(test.config.dataDir, 'code-pepper.key', test.config.codePepper));
  return `/api/reminders/unsubscribe?token=${tokens.sign({ kind: 'a', id: ids.applicationA })}`;
};
let staffApplicationVersion = async () => 1;
let newUserCount = 0;

async function insertDocument(userId: string) {
  return (await storedDocument(test, { kind: 'photo', userId })).id;
}

async function insertMessage(userId: string | null) {
  const [row] = await test
    .db()
    .insert(contactMessages)
    .values({
      userId,
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'payment',
      message: 'A question about my payment.',
    })
    .returning();
  return row!.id;
}

const validContact = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'payment',
  message: 'A question about my payment.',
};
const adminUserInput = (email: string) => ({ email, firstName: 'Sam', lastName: 'Staff', role: 'user', password: '' });

/** The expected answer of every route, by 'METHOD /path' as registered. */
const matrix: Record<string, Entry> = {
  'GET /api/health': { probe: () => ({ url: '/api/health' }), expect: everyone(200) },
  'GET /api/ready': { probe: () => ({ url: '/api/ready' }), expect: everyone(200) },
  // The operators' bearer token opens it; no session does, staff's included.
  'GET /metrics': { probe: () => ({ url: '/metrics' }), expect: everyone(401) },
  'GET /api/settings/public': { probe: () => ({ url: '/api/settings/public' }), expect: everyone(200) },
  'GET /robots.txt': { probe: () => ({ url: '/robots.txt' }), expect: everyone(200) },
  'GET /sitemap.xml': { probe: () => ({ url: '/sitemap.xml' }), expect: everyone(200) },
  // The passport reader's files for the device (decision 042): public, like any script of ours.
  'GET /ocr/:version/:file': { probe: () => ({ url: `/ocr/${ocrVersion}/worker.min.js` }), expect: everyone(200) },
  // The photo coach's files (decision 043): public too.
  'GET /face/:version/:file': {
    probe: () => ({ url: `/face/${faceVersion}/tiny_face_detector_model-weights_manifest.json` }),
    expect: everyone(200),
  },
  'POST /api/session': { probe: () => ({ url: '/api/session' }), expect: everyone(200) },

  // Accounts: open to anyone; a signed-in caller gets the same answers.
  'POST /api/register': { probe: () => ({ url: '/api/register', payload: {} }), expect: everyone(400) },
  'POST /api/verify-email': { probe: () => ({ url: '/api/verify-email', payload: {} }), expect: everyone(400) },
  'POST /api/resend-verification': {
    probe: () => ({ url: '/api/resend-verification', payload: {} }),
    expect: everyone(400),
  },
  'POST /api/login': { probe: () => ({ url: '/api/login', payload: {} }), expect: everyone(400) },
  'POST /api/password-reset/request': {
    probe: () => ({ url: '/api/password-reset/request', payload: {} }),
    expect: everyone(400),
  },
  'POST /api/password-reset/confirm': {
    probe: () => ({ url: '/api/password-reset/confirm', payload: {} }),
    expect: everyone(400),
  },
  'POST /api/logout': { probe: () => ({ url: '/api/logout' }), expect: everyone(200) },
  'GET /api/user': { probe: () => ({ url: '/api/user' }), expect: signedIn(200), guard: 'signedIn' },
  'PUT /api/user/profile': {
    probe: () => ({ url: '/api/user/profile', payload: { firstName: 'Jo', lastName: 'Doe' } }),
    expect: signedIn(200),
    guard: 'signedIn',
  },
  'POST /api/user/mfa/setup': {
    probe: () => ({ url: '/api/user/mfa/setup' }),
    expect: { anonymous: 401, travellerB: 200, travellerA: 200, admin: 409 },
    guard: 'signedIn',
  },
  'POST /api/user/mfa/confirm': {
    probe: () => ({ url: '/api/user/mfa/confirm', payload: { code: '000000' } }),
    expect: { anonymous: 401, travellerB: 400, travellerA: 400, admin: 409 },
    guard: 'signedIn',
  },
  'DELETE /api/user/mfa': {
    probe: () => ({ url: '/api/user/mfa', payload: { code: '000000' } }),
    expect: { anonymous: 401, travellerB: 400, travellerA: 400, admin: 403 },
    guard: 'signedIn',
  },
  // Everyone signed in downloads their own data only: the route has no id to point at another's.
  'GET /api/user/export': {
    probe: () => ({ url: '/api/user/export' }),
    expect: signedIn(200),
    guard: 'signedIn',
  },
  // The reminders' switch (issue #34): the caller's own address, no id to point at another's.
  'GET /api/user/reminders': {
    probe: () => ({ url: '/api/user/reminders' }),
    expect: signedIn(200),
    guard: 'signedIn',
  },
  'PUT /api/user/reminders': {
    probe: () => ({ url: '/api/user/reminders', payload: { enabled: true } }),
    expect: signedIn(200),
    guard: 'signedIn',
  },
  // The one-click unsubscribe: the signed token is the authority, for anyone who holds it (RFC 8058).
  'GET /api/reminders/unsubscribe': { probe: () => ({ url: unsubscribePath() }), expect: everyone(200) },
  'POST /api/reminders/unsubscribe': {
    probe: () => ({
      url: unsubscribePath(),
      payload: Buffer.from('List-Unsubscribe=One-Click'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    expect: everyone(200),
  },
  'DELETE /api/user/account': {
    probe: () => ({ url: '/api/user/account' }),
    expect: { anonymous: 401, travellerA: 200, travellerB: 200, admin: 403 },
    freshAccounts: true,
  },

  // The traveller's own things: 404 for anyone else (as for a missing id); staff may read.
  'GET /api/user/applications': {
    probe: () => ({ url: '/api/user/applications' }),
    expect: signedIn(200),
    guard: 'signedIn',
  },
  'GET /api/applications': { probe: () => ({ url: '/api/applications' }), expect: signedIn(200), guard: 'signedIn' },
  'GET /api/applications/:id': {
    probe: () => ({ url: `/api/applications/${ids.applicationA}` }),
    expect: { anonymous: 401, travellerB: 404, admin: 200, travellerA: 200 },
    guard: 'owner',
  },
  'POST /api/applications/:id/cancel': {
    probe: () => ({ url: `/api/applications/${ids.applicationToCancel}/cancel` }),
    expect: { anonymous: 401, travellerB: 404, admin: 404, travellerA: 200 },
    guard: 'owner',
  },
  'POST /api/applications/:id/travellers/:index/cancel': {
    probe: () => ({ url: `/api/applications/${ids.applicationTravellerToCancel}/travellers/1/cancel` }),
    expect: { anonymous: 401, travellerB: 404, admin: 404, travellerA: 200 },
    guard: 'owner',
  },
  'GET /api/applications/:id/receipt.pdf': {
    probe: () => ({ url: `/api/applications/${ids.applicationA}/receipt.pdf` }),
    expect: { anonymous: 401, travellerB: 404, admin: 200, travellerA: 200 },
    guard: 'owner',
  },
  'GET /api/applications/:id/travellers/:index/fixes': {
    probe: () => ({ url: `/api/applications/${ids.applicationToFix}/travellers/0/fixes` }),
    expect: { anonymous: 401, travellerB: 404, admin: 404, travellerA: 200 },
    guard: 'owner',
  },
  'POST /api/applications/:id/travellers/:index/fixes': {
    probe: () => ({
      url: `/api/applications/${ids.applicationToFix}/travellers/0/fixes`,
      payload: { answers: { passportNumber: 'X7654321' } },
    }),
    expect: { anonymous: 401, travellerB: 404, admin: 404, travellerA: 200 },
    guard: 'owner',
  },
  'GET /api/application-status/:reference': {
    probe: () => ({ url: `/api/application-status/${ids.referenceA}` }),
    expect: everyone(200),
  },
  'GET /api/user/messages': {
    probe: () => ({ url: '/api/user/messages' }),
    expect: signedIn(200),
    guard: 'signedIn',
  },
  'POST /api/contact': { probe: () => ({ url: '/api/contact', payload: validContact }), expect: everyone(201) },
  'GET /api/application/saved-progress': {
    probe: () => ({ url: '/api/application/saved-progress' }),
    expect: signedIn(200),
    guard: 'signedIn',
  },
  'DELETE /api/application/saved-progress': {
    probe: () => ({ url: '/api/application/saved-progress' }),
    expect: signedIn(200),
    guard: 'signedIn',
  },
  'POST /api/application/save-progress': {
    probe: () => ({ url: '/api/application/save-progress', payload: { currentStep: 1 } }),
    expect: signedIn(200),
    guard: 'signedIn',
  },
  'POST /api/create-payment-intent': {
    probe: () => ({ url: '/api/create-payment-intent', payload: { applicationData: {} } }),
    expect: everyone(400),
  },
  'POST /api/payments/sandbox/confirm': {
    probe: () => ({ url: '/api/payments/sandbox/confirm', payload: sandboxCard(ids.paymentA) }),
    // An account's payment asked for by no one signed in: the session ended, sign in again (decision 046).
    expect: { anonymous: 401, travellerB: 404, admin: 404, travellerA: 200 },
    guard: 'owner',
  },
  'POST /api/applications': {
    probe: () => ({ url: '/api/applications', payload: { ...paidSnapshot, paymentId: ids.paymentA } }),
    expect: { anonymous: 401, travellerB: 404, admin: 404, travellerA: 201 },
    guard: 'owner',
  },
  'POST /api/documents': {
    probe: async () => {
      const { payload, headers } = multipart('photo', 'photo.png', await testImage('png'), 'image/png');
      return { url: '/api/documents', payload, headers };
    },
    expect: everyone(201),
  },
  'GET /api/documents/:id': {
    probe: () => ({ url: `/api/documents/${ids.documentA}` }),
    expect: { anonymous: 404, travellerB: 404, admin: 200, travellerA: 200 },
    guard: 'owner',
  },
  'GET /api/documents/:id/thumbnail': {
    probe: () => ({ url: `/api/documents/${ids.documentA}/thumbnail` }),
    expect: { anonymous: 404, travellerB: 404, admin: 200, travellerA: 200 },
    guard: 'owner',
  },
  'GET /api/documents/:id/check': {
    probe: () => ({ url: `/api/documents/${ids.documentA}/check` }),
    expect: { anonymous: 404, travellerB: 404, admin: 200, travellerA: 200 },
    guard: 'owner',
  },
  'PUT /api/documents/:id/device-check': {
    probe: () => ({ url: `/api/documents/${ids.documentA}/device-check`, payload: { warnings: ['PHOTO_TOO_DARK'] } }),
    expect: { anonymous: 404, travellerB: 404, admin: 404, travellerA: 204 },
    guard: 'owner',
  },
  'GET /api/documents/:id/info': {
    probe: () => ({ url: `/api/documents/${ids.documentA}/info` }),
    expect: { anonymous: 404, travellerB: 404, admin: 404, travellerA: 200 },
    guard: 'owner',
  },
  'DELETE /api/documents/:id': {
    probe: () => ({ url: `/api/documents/${ids.documentToDelete}` }),
    expect: { anonymous: 404, travellerB: 404, admin: 404, travellerA: 204 },
    guard: 'owner',
  },

  // Staff only.
  'GET /api/docs': { probe: () => ({ url: '/api/docs' }), expect: adminOnly(200), guard: 'admin' },
  'GET /api/docs/': {
    probe: () => ({ url: '/api/docs/' }),
    expect: adminOnly(302),
    expectHead: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/docs/static/index.html': {
    probe: () => ({ url: '/api/docs/static/index.html' }),
    expect: adminOnly(302),
    guard: 'admin',
  },
  'GET /api/docs/static/swagger-initializer.js': {
    probe: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/docs/static/*': {
    probe: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/docs/json': { probe: () => ({ url: '/api/docs/json' }), expect: adminOnly(200), guard: 'admin' },
  'GET /api/docs/yaml': { probe: () => ({ url: '/api/docs/yaml' }), expect: adminOnly(200), guard: 'admin' },
  'GET /api/admin/statistics': {
    probe: () => ({ url: '/api/admin/statistics' }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/applications': {
    probe: () => ({ url: '/api/admin/applications' }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/applications/export.csv': {
    probe: () => ({ url: '/api/admin/applications/export.csv' }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/applications/:id/export.csv': {
    probe: () => ({ url: `/api/admin/applications/${ids.applicationA}/export.csv` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/applications/:id': {
    probe: () => ({ url: `/api/admin/applications/${ids.applicationA}` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'PATCH /api/admin/applications/:id/status': {
    probe: async () => ({
      url: `/api/admin/applications/${ids.applicationForStaff}/status`,
      payload: { status: 'processing', notes: '', version: await staffApplicationVersion() },
    }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'POST /api/admin/applications/:id/notes': {
    probe: () => ({ url: `/api/admin/applications/${ids.applicationForStaff}/notes`, payload: { notes: 'Checked.' } }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  // The caseworker's queue (decision 018): staff only; claiming or assigning again changes nothing.
  'GET /api/admin/staff': { probe: () => ({ url: '/api/admin/staff' }), expect: adminOnly(200), guard: 'admin' },
  'GET /api/admin/applications/:id/assignment': {
    probe: () => ({ url: `/api/admin/applications/${ids.applicationA}/assignment` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'POST /api/admin/applications/:id/claim': {
    probe: () => ({ url: `/api/admin/applications/${ids.applicationForStaff}/claim` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'POST /api/admin/applications/:id/assign': {
    probe: () => ({
      url: `/api/admin/applications/${ids.applicationForStaff}/assign`,
      payload: { assigneeId: ids.admin },
    }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'POST /api/admin/applications/:id/release': {
    probe: () => ({ url: `/api/admin/applications/${ids.applicationA}/release` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'POST /api/admin/applications/bulk': {
    probe: () => ({
      url: '/api/admin/applications/bulk',
      payload: { action: 'assign', ids: [ids.applicationForStaff], assigneeId: ids.admin },
    }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/applications/selection.csv': {
    probe: () => ({ url: `/api/admin/applications/selection.csv?ids=${ids.applicationA}` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  // Each traveller's case (decision 017).
  'POST /api/admin/applications/:id/travellers/:index/request-information': {
    probe: () => ({
      url: `/api/admin/applications/${ids.applicationForCases}/travellers/1/request-information`,
      payload: { fields: ['passportNumber'], documents: ['photo'], message: 'Please check.' },
    }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'POST /api/admin/applications/:id/travellers/:index/case': {
    probe: () => ({
      url: `/api/admin/applications/${ids.applicationForCases}/travellers/0/case`,
      payload: { status: 'ready_to_submit' },
    }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  // Several travellers at once (decision 038); in review to in review is allowed whatever ran first.
  'POST /api/admin/applications/:id/cases': {
    probe: () => ({
      url: `/api/admin/applications/${ids.applicationForCases}/cases`,
      payload: { travellers: [0], status: 'in_review' },
    }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/payments/attention': {
    probe: () => ({ url: '/api/admin/payments/attention' }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  // A payment of another amount can only be refunded: a retry is refused (409) and changes nothing.
  'POST /api/admin/payments/:id/retry': {
    probe: () => ({ url: `/api/admin/payments/${ids.paymentNeedingAttention}/retry` }),
    expect: adminOnly(409),
    guard: 'admin',
  },
  'POST /api/admin/payments/:id/refund': {
    probe: () => ({
      url: `/api/admin/payments/${ids.paymentNeedingAttention}/refund`,
      payload: { reason: 'Wrong amount' },
    }),
    expect: adminOnly(201),
    guard: 'admin',
  },
  'GET /api/admin/emails/failed': {
    probe: () => ({ url: '/api/admin/emails/failed' }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  // A resend of an e-mail already sent is refused (409) and changes nothing.
  'POST /api/admin/emails/:id/resend': {
    probe: () => ({ url: `/api/admin/emails/${ids.sentEmail}/resend` }),
    expect: adminOnly(409),
    guard: 'admin',
  },
  'POST /api/admin/applications/:id/refunds': {
    probe: () => ({
      url: `/api/admin/applications/${ids.applicationToRefund}/refunds`,
      payload: { amountPence: 100, reason: 'Goodwill' },
    }),
    expect: adminOnly(201),
    guard: 'admin',
  },
  'GET /api/admin/users': { probe: () => ({ url: '/api/admin/users' }), expect: adminOnly(200), guard: 'admin' },
  'POST /api/admin/users': {
    probe: () => {
      newUserCount += 1;
      return { url: '/api/admin/users', payload: adminUserInput(`created${newUserCount}@example.com`) };
    },
    expect: adminOnly(201),
    guard: 'admin',
  },
  'PATCH /api/admin/users/:id': {
    probe: () => ({ url: `/api/admin/users/${ids.userToEdit}`, payload: adminUserInput('edited@example.com') }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'DELETE /api/admin/users/:id': {
    probe: () => ({ url: `/api/admin/users/${ids.userToDelete}` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'POST /api/admin/users/:id/reset-password': {
    probe: () => ({ url: `/api/admin/users/${ids.userToReset}/reset-password` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'POST /api/admin/users/:id/mfa/reset': {
    probe: () => ({ url: `/api/admin/users/${ids.userToReset}/mfa/reset` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/contact-messages': {
    probe: () => ({ url: '/api/admin/contact-messages' }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'PATCH /api/admin/contact-messages/:id/resolve': {
    probe: () => ({ url: `/api/admin/contact-messages/${ids.message}/resolve` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'POST /api/admin/contact-messages/:id/reply': {
    probe: () => ({
      url: `/api/admin/contact-messages/${ids.message}/reply`,
      payload: { reply: 'Thank you, it is done.' },
    }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'DELETE /api/admin/contact-messages/:id': {
    probe: () => ({ url: `/api/admin/contact-messages/${ids.messageToDelete}` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/audit-events': {
    probe: () => ({ url: `/api/admin/audit-events?target=${ids.applicationA}` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'PUT /api/admin/disruption': {
    probe: () => ({ url: '/api/admin/disruption', payload: { active: false } }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/fees': { probe: () => ({ url: '/api/admin/fees' }), expect: adminOnly(200), guard: 'admin' },
  'POST /api/admin/fees': {
    probe: () => ({
      url: '/api/admin/fees',
      payload: { effectiveFrom: '2099-03-01T00:00:00.000Z', pricePence: 5399, governmentFeePence: 2000 },
    }),
    expect: adminOnly(201),
    guard: 'admin',
  },
  'DELETE /api/admin/fees/:id': {
    probe: () => ({ url: `/api/admin/fees/${ids.feeChangeToWithdraw}` }),
    expect: adminOnly(200),
    guard: 'admin',
  },
  'GET /api/admin/settings': { probe: () => ({ url: '/api/admin/settings' }), expect: adminOnly(200), guard: 'admin' },
  'PATCH /api/admin/settings': {
    probe: () => ({ url: '/api/admin/settings', payload: defaultSettings }),
    expect: adminOnly(200),
    guard: 'admin',
  },
};

/** The entry for a registered route; HEAD shares its GET's entry. */
const entryKey = (route: { method: string; url: string }) =>
  `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;

async function cookieFor(caller: Caller, fresh: boolean): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  let userId = caller === 'admin' ? ids.admin : caller === 'travellerA' ? ids.userA : ids.userB;
  if (fresh) userId = (await createUser(test.db(), { role: caller === 'admin' ? 'admin' : 'user' })).id;
  const cookies = await sessionCookieFor(test.db(), userId);
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * A fingerprint of every table a refused call must leave alone: sessions, rate counts and the
 * audit trail aside (it records refused attempts, such as a wrong second-factor code, by design).
 */
async function databaseDigest(): Promise<string> {
  const tables = (await test.db().execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('sessions', 'rate_limit_hits', 'audit_events')
    order by table_name`)) as unknown as { rows: { name: string }[] };
  const parts = tables.rows.map(
    ({ name }) =>
      sql`select ${name} || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from ${sql.identifier(name)} t`,
  );
  const result = (await test.db().execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

const changedTables = (before: string, after: string) => {
  const earlier = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !earlier.has(line))
    .map((line) => line.split(':')[0])
    .join(', ');
};

async function call(method: string, probe: Probe, cookie: string | undefined) {
  const isWrite = !['GET', 'HEAD'].includes(method);
  const payload = probe.payload;
  return test.app.inject({
    method: method as 'GET',
    url: probe.url,
    headers: {
      ...(isWrite ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
      ...(payload !== undefined && !Buffer.isBuffer(payload) ? { 'content-type': 'application/json' } : {}),
      ...probe.headers,
    },
    ...(payload !== undefined ? { payload: Buffer.isBuffer(payload) ? payload : JSON.stringify(payload) } : {}),
  });
}

beforeAll(async () => {
  const emptyWebRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-no-web-'));
  test = await createTestApp({ METRICS_TOKEN: 'm'.repeat(40) }, { config: { webRoot: emptyWebRoot } });
  const db = test.db();
  ids.userA = (await createUser(db, { email: 'alice@example.com', firstName: 'Alice' })).id;
  ids.userB = (await createUser(db, { email: 'bob@example.com', firstName: 'Bob' })).id;
  ids.admin = (await createUser(db, { role: 'admin', email: 'staff@example.com' })).id;
  const applicationA = await createApplication(db, { userId: ids.userA });
  ids.applicationA = applicationA.id;
  ids.referenceA = applicationA.referenceNumber;
  ids.applicationToCancel = (await createApplication(db, { userId: ids.userA })).id;
  ids.applicationTravellerToCancel = (await createPaidApplication(db, { userId: ids.userA, applicantCount: 2 })).id;
  const forStaff = await createApplication(db, { userId: ids.userA });
  ids.applicationForStaff = forStaff.id;
  ids.applicationToRefund = (await createPaidApplication(db, { userId: ids.userA })).id;
  ids.applicationForCases = (await createApplication(db, { userId: ids.userA, applicantCount: 2 })).id;
  ids.applicationToFix = (await createApplication(db, { userId: ids.userA, lastName: 'Smith' })).id;
  await db.execute(sql`update traveller_cases set status = 'information_needed', requested_fields = '["passportNumber"]'
    where application_id = ${ids.applicationToFix} and traveller_index = 0`);
  staffApplicationVersion = async () => {
    const result = (await test
      .db()
      .execute(sql`select version from applications where id = ${forStaff.id}`)) as unknown as {
      rows: { version: number }[];
    };
    return Number(result.rows[0]?.version);
  };
  ids.documentA = await insertDocument(ids.userA);
  ids.documentToDelete = await insertDocument(ids.userA);
  // Alice's own unpaid sandbox payment, for an application built from her uploads.
  const passportScan = await insertDocument(ids.userA);
  const photo = await insertDocument(ids.userA);
  await db.execute(sql`update documents set kind = 'passportScan' where id = ${passportScan}`);
  const snapshot = sampleApplicationData({ passportScanPath: passportScan, photoPath: photo });
  paidSnapshot = snapshot;
  await db.insert(payments).values({
    provider: 'sandbox',
    providerIntentId: ids.paymentA,
    amountPence: 4999,
    userId: ids.userA,
    snapshot: { ...snapshot, processingType: 'priority', terms: true },
    travellerCount: 1,
  });
  const [attention] = await db
    .insert(payments)
    .values({
      provider: 'sandbox',
      providerIntentId: 'pi_sandbox_matrix_attention',
      amountPence: 4999,
      status: 'needs_attention',
      attentionReason: 'amount_mismatch',
      attentionAt: new Date(),
      userId: ids.userB,
      snapshot: { ...snapshot, email: 'bob@example.com' },
      travellerCount: 1,
    })
    .returning();
  ids.paymentNeedingAttention = attention!.id;
  ids.userToEdit = (await createUser(db)).id;
  ids.userToDelete = (await createUser(db)).id;
  ids.userToReset = (await createUser(db)).id;
  ids.message = await insertMessage(ids.userA);
  const [sent] = await db
    .insert(emailOutbox)
    .values({
      toAddress: 'alice@example.com',
      subject: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
      template: 'passwordChanged',
    })
    .returning();
  await db.execute(sql`update email_outbox set status = 'sent', sent_at = now() where id = ${sent!.id}`);
  ids.sentEmail = String(sent!.id);
  ids.messageToDelete = await insertMessage(null);
  const [change] = await db
    .insert(feeChanges)
    .values({ effectiveFrom: new Date('2098-03-01T00:00:00Z'), pricePence: 5399, governmentFeePence: 2000 })
    .returning();
  ids.feeChangeToWithdraw = change!.id;
});
afterAll(() => test?.close());

describe('the route matrix', () => {
  it('names every registered route', () => {
    const missing = test.app.routeList.filter((route) => !matrix[entryKey(route)]).map(entryKey);
    expect(missing, 'routes with no expected answer for each caller').toEqual([]);
  });

  it('answers each caller as expected, and a refused call changes nothing', async () => {
    const failures: string[] = [];
    for (const route of test.app.routeList) {
      const entry = matrix[entryKey(route)];
      if (!entry) continue;
      for (const caller of callers) {
        const cookie = await cookieFor(caller, entry.freshAccounts ?? false);
        const before = await databaseDigest();
        const response = await call(route.method, await entry.probe(), cookie);
        const expected = (route.method === 'HEAD' ? (entry.expectHead ?? entry.expect) : entry.expect)[caller];
        if (response.statusCode !== expected) {
          failures.push(`${route.method} ${route.url} as ${caller}: ${response.statusCode}, expected ${expected}`);
        }
        const after = expected >= 400 ? await databaseDigest() : before;
        if (after !== before) {
          failures.push(
            `${route.method} ${route.url} as ${caller}: refused, but changed ${changedTables(before, after)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

describe('staff reads started by another site', () => {
  it('every staff GET (the API documentation aside: no personal data) answers 403 CROSS_SITE_READ to a cross-site request, before any audit event or download', async () => {
    const reads = test.app.routeList.filter(
      (route) =>
        route.method === 'GET' &&
        !route.url.startsWith('/api/docs') &&
        (matrix[entryKey(route)]?.guard === 'admin' || route.config?.staffRead === true),
    );
    expect(reads.length).toBeGreaterThan(10);
    // The traveller routes staff may read too are among them (their owner's reads stay open to them).
    expect(reads.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/documents/:id',
        '/api/documents/:id/thumbnail',
        '/api/documents/:id/check',
        '/api/applications/:id',
        '/api/applications/:id/receipt.pdf',
      ]),
    );
    const cookie = await cookieFor('admin', false);
    const audited = async () => (await test.db().select().from(auditEvents)).length;
    const before = await audited();
    const failures: string[] = [];
    for (const route of reads) {
      const probe = await matrix[entryKey(route)]!.probe();
      const response = await call(
        'GET',
        { ...probe, headers: { ...probe.headers, 'sec-fetch-site': 'cross-site' } },
        cookie,
      );
      if (response.statusCode !== 403 || response.json().code !== 'CROSS_SITE_READ')
        failures.push(`${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await audited()).toEqual(before);
  });
});

/** Other spellings of a path that a router, a proxy or a browser may read as the same one. */
function spellingsOf(pathname: string): string[] {
  const segments = pathname.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const encode = (character: string) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const variants = new Set<string>();
  segments.forEach((segment, index) => {
    const letter = segment.search(/[a-z]/i);
    if (letter < 0) return;
    const encodedFirst = segment.slice(0, letter) + encode(segment[letter]!) + segment.slice(letter + 1);
    variants.add(join(segments.map((s, i) => (i === index ? encodedFirst : s))));
    const last = segment.length - 1 - [...segment].reverse().join('').search(/[a-z]/i);
    const encodedLast = segment.slice(0, last) + encode(segment[last]!).toUpperCase() + segment.slice(last + 1);
    variants.add(join(segments.map((s, i) => (i === index ? encodedLast : s))));
  });
  variants.add(pathname.toUpperCase());
  variants.add(join(segments.map((s, i) => (i === 1 ? s.toUpperCase() : s))));
  variants.add(`/${pathname}`);
  variants.add(join([segments[0]!, '', ...segments.slice(1)]));
  variants.add(join([segments[0]!, '.', ...segments.slice(1)]));
  variants.add(join([segments[0]!, 'x', '..', ...segments.slice(1)]));
  variants.add(join([segments[0]!, 'x', '%2e%2e', ...segments.slice(1)]));
  variants.add(`${pathname}/`);
  variants.add(`http://localhost${pathname}`);
  variants.add(`http://evil.example${pathname}`);
  variants.delete(pathname);
  return [...variants];
}

/** A request over a real socket, with the request target sent exactly as given (absolute form too). */
function rawRequest(port: number, method: string, target: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: target, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('the signed fix link', () => {
  it('is refused (403) with a wrong or expired signature and for another traveller or application, and changes nothing', async () => {
    const db = test.db();
    const withoutAccount = await createApplication(db, { userId: null, lastName: 'Smith', applicantCount: 2 });
    await db.execute(sql`update traveller_cases set status = 'information_needed', requested_fields = '["passportNumber"]'
      where application_id = ${withoutAccount.id}`);
    const key = secretKey(test.config.dataDir, 'code-pepper.key', test.config.codePepper);
    const links = new FixLinks(key, 'http://localhost:3000');
    const expiredLinks = new FixLinks(key, 'http://localhost:3000', () => Date.now() - 30 * 86_400_000);
    const right = links.sign(withoutAccount.id, 1);
    const attempts: { index: number; token: string; caller: Caller }[] = [
      { index: 1, token: `${right.split('.')[0]}.${'x'.repeat(43)}`, caller: 'anonymous' },
      { index: 1, token: expiredLinks.sign(withoutAccount.id, 1), caller: 'anonymous' },
      { index: 0, token: right, caller: 'anonymous' },
      { index: 1, token: links.sign(ids.applicationToFix, 1), caller: 'travellerB' },
      { index: 1, token: 'not-a-token', caller: 'admin' },
    ];
    const before = await databaseDigest();
    for (const { index, token, caller } of attempts) {
      const probe = {
        url: `/api/applications/${withoutAccount.id}/travellers/${index}/fixes`,
        payload: { answers: { passportNumber: 'X7654321' } },
        headers: { [fixTokenHeader]: token },
      };
      const cookie = await cookieFor(caller, false);
      expect((await call('POST', probe, cookie)).statusCode, `${caller} ${token}`).toBe(403);
      expect((await call('GET', { url: probe.url, headers: probe.headers }, cookie)).statusCode).toBe(403);
    }
    expect(await databaseDigest()).toBe(before);
    const ok = await call(
      'GET',
      { url: `/api/applications/${withoutAccount.id}/travellers/1/fixes`, headers: { [fixTokenHeader]: right } },
      undefined,
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('other spellings of guarded routes', () => {
  let port: number;
  beforeAll(async () => {
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    port = (test.app.server.address() as AddressInfo).port;
  });

  it('never answer 2xx to a caller who may not see the route, and change nothing', async () => {
    const failures: string[] = [];
    let tried = 0;
    const guarded = test.app.routeList.filter((route) => route.method !== 'HEAD' && matrix[entryKey(route)]?.guard);
    expect(guarded.length).toBeGreaterThan(25);
    for (const route of guarded) {
      const entry = matrix[entryKey(route)]!;
      const intruders: Caller[] = {
        admin: ['anonymous', 'travellerA'],
        owner: ['anonymous', 'travellerB'],
        signedIn: ['anonymous'],
      }[entry.guard!] as Caller[];
      const probe = await entry.probe();
      const [pathname, query] = probe.url.split('?');
      const body =
        probe.payload === undefined
          ? undefined
          : Buffer.isBuffer(probe.payload)
            ? probe.payload
            : Buffer.from(JSON.stringify(probe.payload));
      const before = await databaseDigest();
      for (const caller of intruders) {
        const cookie = await cookieFor(caller, false);
        for (const spelling of spellingsOf(pathname!)) {
          const target = query ? `${spelling}?${query}` : spelling;
          const status = await rawRequest(
            port,
            route.method,
            target,
            {
              host: 'localhost:3000',
              origin,
              ...(cookie ? { cookie } : {}),
              ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
              ...probe.headers,
            },
            body,
          );
          tried += 1;
          if (status < 300 || status >= 500) failures.push(`${route.method} ${target} as ${caller}: ${status}`);
        }
      }
      const after = await databaseDigest();
      if (after !== before) failures.push(`${route.method} ${route.url}: changed ${changedTables(before, after)}`);
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(500);
  }, 180_000);
});
