import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../../../tests/helpers/sign-in';
import { daysFromNow } from '../../../../tests/setup/application-data';
import { createPaidApplication, createUser } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { buildApp } from '../../app';
import {
  emailOutbox,
  feeChanges,
  reminderOptOuts,
  remindersSent,
  savedProgress,
  travellerCases,
} from '../../db/schema';
import { reminderDeps, runReminders } from './job';
import { sealOptOutAddresses } from './preferences';
import { UnsubscribeTokens } from './tokens';

let test: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  test = await createTestApp();
  // A second instance on the same database, as behind a load balancer.
  second = await buildApp(test.config, { database: test.database });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await test.close();
});
beforeEach(async () => {
  await test.db().execute(sql`truncate email_outbox, reminders_sent, reminder_opt_outs, saved_progress`);
  await test.db().execute(sql`truncate applications cascade`);
});

const at = (instant: string) => reminderDeps(test.app, new Date(instant));
const outbox = async (template?: string) =>
  (await test.db().select().from(emailOutbox)).filter((row) => !template || row.template === template);

/** A paid application whose main traveller the Home Office granted on `decisionDate`. */
async function granted(decisionDate: string, passportExpiryDate: string, email = 'granted@example.com') {
  const application = await createPaidApplication(test.db(), { passportExpiryDate, email, firstName: 'Ana' });
  await test
    .db()
    .update(travellerCases)
    .set({ status: 'granted', decisionDate, homeOfficeReference: 'HO-1' })
    .where(eq(travellerCases.applicationId, application.id));
  return application;
}

describe('the ETA end reminders', () => {
  it('go 60 and 14 days before the passport expires, each once, with one-click unsubscribe', async () => {
    const application = await granted('2026-01-10', '2027-03-01');
    expect(await runReminders(at('2026-12-20T09:00:00Z'))).toMatchObject({ etaEnd: 0 });
    expect(await runReminders(at('2027-01-05T09:00:00Z'))).toMatchObject({ etaEnd: 1 });
    expect(await runReminders(at('2027-01-06T09:00:00Z'))).toMatchObject({ etaEnd: 0 });
    const [first] = await outbox('reminderEtaEnd');
    expect(first?.text).toContain('A new passport needs a new ETA');
    // The link starts a new application for that traveller, filled from this one (issue #34).
    expect(first?.text).toContain(`http://localhost:3000/apply?again=${application.id}&traveller=0`);
    expect(first?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=a\./,
    );
    expect(first?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The headers leave with the message (the dev mailbox writes what SMTP would send).
    await test.app.mailer.processNow();
    const [file] = fs.readdirSync(path.join(test.dataDir, 'mail'));
    const sent = fs.readFileSync(path.join(test.dataDir, 'mail', file ?? ''), 'utf8');
    expect(sent).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=/m);
    expect(sent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    expect(await runReminders(at('2027-02-20T09:00:00Z'))).toMatchObject({ etaEnd: 1 });
    expect(await runReminders(at('2027-02-21T09:00:00Z'))).toMatchObject({ etaEnd: 0 });
    // Once the end is reached, nothing more.
    expect(await runReminders(at('2027-03-01T09:00:00Z'))).toMatchObject({ etaEnd: 0 });
    expect(await outbox('reminderEtaEnd')).toHaveLength(2);
  });

  it('end two years after the grant when the passport lasts longer, and a missed 60-day one gives way to the 14-day one', async () => {
    await granted('2025-03-01', '2031-01-01');
    // 10 days before 1 March 2027: only the nearer reminder goes, the farther one is done.
    expect(await runReminders(at('2027-02-19T09:00:00Z'))).toMatchObject({ etaEnd: 1 });
    const [row] = await outbox('reminderEtaEnd');
    expect(row?.text).toContain('two years after it was granted');
    const kinds = (await test.db().select().from(remindersSent)).map((sent) => sent.kind).sort();
    expect(kinds).toEqual(['eta-end-14', 'eta-end-60']);
  });

  it('is sent once when two instances run at the same moment', async () => {
    await granted('2026-01-10', '2027-03-01');
    const now = new Date('2027-01-05T09:00:00Z');
    const results = await Promise.all([
      runReminders(reminderDeps(test.app, now)),
      runReminders(reminderDeps(second, now)),
      runReminders(reminderDeps(second, now)),
    ]);
    expect(results.reduce((sum, result) => sum + result.etaEnd, 0)).toBe(1);
    expect(await outbox('reminderEtaEnd')).toHaveLength(1);
  });

  it('is written in the traveller language', async () => {
    const application = await granted('2026-01-10', '2027-03-01');
    await test.db().execute(sql`update applications set language = 'fr' where id = ${application.id}`);
    await runReminders(at('2027-01-05T09:00:00Z'));
    const [row] = await outbox('reminderEtaEnd');
    expect(row?.subject).toContain("L'ETA britannique");
  });
});

describe('one-click unsubscribe (RFC 8058) and the profile switch', () => {
  it('stops reminders from a POST of any origin; the GET page only asks', async () => {
    await granted('2026-01-10', '2027-03-01');
    await runReminders(at('2027-01-05T09:00:00Z'));
    const [row] = await outbox('reminderEtaEnd');
    const url = new URL(row?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '');

    const page = await test.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    const stillOn = await runReminders(at('2027-02-20T09:00:00Z'));
    expect(stillOn.etaEnd).toBe(1);

    await test.db().execute(sql`truncate reminders_sent`);
    const click = await test.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { origin: undefined, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect(await runReminders(at('2027-02-20T09:00:00Z'))).toMatchObject({ etaEnd: 0 });
  });

  it('refuses a token that is not ours', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe?token=a.00000000-0000-4000-8000-000000000000.forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
    const page = await test.app.inject({ method: 'GET', url: '/api/reminders/unsubscribe?token=nope' });
    expect(page.statusCode).toBe(400);
    // The page's own button, in German: a page in German, not JSON in English.
    const button = await test.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe?token=nope',
      headers: { accept: 'text/html', 'accept-language': 'de', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(button.statusCode).toBe(400);
    expect(button.headers['content-type']).toContain('text/html');
    expect(button.body).toContain('lang="de"');
  });

  it('has the same switch in the profile', async () => {
    const traveller = await signedIn(test.db(), { email: 'switch@example.com' });
    const read = await test.app.inject({ method: 'GET', url: '/api/user/reminders', cookies: traveller.cookies });
    expect(read.json()).toEqual({ enabled: true });
    const off = await test.app.inject({
      method: 'PUT',
      url: '/api/user/reminders',
      cookies: traveller.cookies,
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false });
    await granted('2026-01-10', '2027-03-01', 'Switch@Example.com');
    expect(await runReminders(at('2027-01-05T09:00:00Z'))).toMatchObject({ etaEnd: 0 });
    // The switch is kept as a keyed hash of the address, not the address.
    const kept = await test.db().select().from(reminderOptOuts);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ email: null, emailKey: expect.stringMatching(/^[\w-]{43}$/) });
    expect(JSON.stringify(kept)).not.toMatch(/switch/i);
  });

  it('seals an opt-out kept with its address before migration 0029, once, whichever instance starts', async () => {
    await test.db().insert(reminderOptOuts).values({ email: 'Old.Switch@example.com' });
    const tokens = UnsubscribeTokens.fromConfig(test.config);
    await Promise.all([sealOptOutAddresses(test.db(), tokens), sealOptOutAddresses(test.db(), tokens)]);
    const kept = await test.db().select().from(reminderOptOuts);
    expect(kept).toEqual([
      expect.objectContaining({ email: null, emailKey: tokens.addressKey('old.switch@example.com') }),
    ]);
    await granted('2026-01-10', '2027-03-01', 'old.switch@example.com');
    expect(await runReminders(at('2027-01-05T09:00:00Z'))).toMatchObject({ etaEnd: 0 });
  });
});

describe('a trip within 72 hours and an unpaid draft', () => {
  it('tells a traveller whose case is undecided, once, with the official channel', async () => {
    const soon = await createPaidApplication(test.db(), { arrivalDate: daysFromNow(2), departureDate: daysFromNow(9) });
    await createPaidApplication(test.db(), { arrivalDate: daysFromNow(10), departureDate: daysFromNow(19) });
    expect(await runReminders(reminderDeps(test.app))).toMatchObject({ tripSoon: 1 });
    expect(await runReminders(reminderDeps(second))).toMatchObject({ tripSoon: 0 });
    const [row] = await outbox('reminderTripSoon');
    expect(row?.toAddress).toBe(soon.email);
    expect(row?.text).toContain('https://www.gov.uk/');
  });

  it('nudges a draft left unpaid for 3 days once', async () => {
    const user = await createUser(test.db(), { email: 'draft@example.com' });
    await test
      .db()
      .insert(savedProgress)
      .values({ userId: user.id, data: {}, lastSaved: new Date('2027-01-01T10:00:00Z') });
    expect(await runReminders(at('2027-01-03T10:00:00Z'))).toMatchObject({ drafts: 0 });
    expect(await runReminders(at('2027-01-04T11:00:00Z'))).toMatchObject({ drafts: 1 });
    expect(await runReminders(at('2027-01-05T11:00:00Z'))).toMatchObject({ drafts: 0 });
    const [row] = await outbox('reminderDraft');
    expect(row?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('tells a draft owner of a coming rise once, in their language (issue #35)', async () => {
    const user = await createUser(test.db(), { email: 'rise@example.com', preferredLanguage: 'de' });
    await test
      .db()
      .insert(savedProgress)
      .values({ userId: user.id, data: {}, lastSaved: new Date('2027-02-19T10:00:00Z') });
    const rise = { effectiveFrom: new Date('2027-03-01T00:00:00Z'), pricePence: 5399, governmentFeePence: 2000 };
    const [change] = await test.db().insert(feeChanges).values(rise).returning();
    expect(await runReminders(at('2027-02-20T10:00:00Z'))).toMatchObject({ feeRise: 1 });
    expect(await runReminders(at('2027-02-21T10:00:00Z'))).toMatchObject({ feeRise: 0 });
    const [row] = await outbox('reminderFeeRise');
    expect(row?.toAddress).toBe('rise@example.com');
    expect(row?.text).toContain('53,99');
    expect(row?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await test.db().delete(feeChanges).where(eq(feeChanges.id, change!.id));
  });
});

describe('the reminders job', () => {
  it('runs on one instance at a time', async () => {
    await granted('2025-01-10', daysFromNow(40));
    const runs = await Promise.all([test.app.jobs.runNow('reminders'), second.jobs.runNow('reminders')]);
    expect(runs.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    await second.jobs.runNow('reminders');
    expect(await outbox('reminderEtaEnd')).toHaveLength(1);
  });
});
