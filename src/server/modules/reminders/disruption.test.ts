import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signedIn } from '../../../../tests/helpers/sign-in';
import { daysFromNow } from '../../../../tests/setup/application-data';
import { createPaidApplication } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditEvents, emailOutbox } from '../../db/schema';
import { reminderDeps, runReminders } from './job';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const outbox = async (template: string) =>
  (await test.db().select().from(emailOutbox)).filter((row) => row.template === template);
const publicDisruption = async () =>
  (await test.app.inject({ method: 'GET', url: '/api/settings/public' })).json().disruption;

describe('a Home Office disruption', () => {
  it('is declared by staff only, carried by the public settings, told to travellers within 72 hours, and ended', async () => {
    expect(await publicDisruption()).toEqual({ active: false, since: null, message: null });
    const soon = await createPaidApplication(test.db(), {
      arrivalDate: daysFromNow(2),
      departureDate: daysFromNow(9),
      language: 'ar',
    });
    const later = await createPaidApplication(test.db(), {
      arrivalDate: daysFromNow(6),
      departureDate: daysFromNow(12),
    });

    const traveller = await signedIn(test.db());
    const body = { active: true };
    expect((await test.app.inject({ method: 'PUT', url: '/api/admin/disruption', payload: body })).statusCode).toBe(
      401,
    );
    const refused = await test.app.inject({
      method: 'PUT',
      url: '/api/admin/disruption',
      cookies: traveller.cookies,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);

    const admin = await asAdmin(test.db());
    const declared = await test.app.inject({
      method: 'PUT',
      url: '/api/admin/disruption',
      cookies: admin.cookies,
      payload: { active: true, message: { en: 'Home Office systems are down since this morning.' } },
    });
    expect(declared.statusCode).toBe(200);
    expect(declared.json().notified).toBe(1);
    const shown = await publicDisruption();
    expect(shown.active).toBe(true);
    expect(shown.since).toEqual(expect.any(String));
    expect(shown.message.en).toBe('Home Office systems are down since this morning.');
    expect(shown.message.ar).toContain('وزارة الداخلية');

    const [told] = await outbox('disruptionStarted');
    expect(told?.toAddress).toBe(soon.email);
    expect(told?.text).toContain('https://www.gov.uk/');
    expect(told?.text).toContain('وزارة الداخلية');

    // The later traveller is told when their trip comes within 72 hours, while it is still active.
    await runReminders(reminderDeps(test.app, new Date(Date.now() + 4 * 86_400_000)));
    expect((await outbox('disruptionStarted')).map((row) => row.toAddress).sort()).toEqual(
      [soon.email, later.email].sort(),
    );
    await runReminders(reminderDeps(test.app, new Date(Date.now() + 4 * 86_400_000)));
    expect(await outbox('disruptionStarted')).toHaveLength(2);

    const ended = await test.app.inject({
      method: 'PUT',
      url: '/api/admin/disruption',
      cookies: admin.cookies,
      payload: { active: false },
    });
    expect(ended.json()).toMatchObject({ disruption: { active: false, since: null, message: null }, notified: 2 });
    expect(await publicDisruption()).toEqual({ active: false, since: null, message: null });
    // Ending again tells nobody twice.
    await test.app.inject({
      method: 'PUT',
      url: '/api/admin/disruption',
      cookies: admin.cookies,
      payload: { active: false },
    });
    expect(await outbox('disruptionEnded')).toHaveLength(2);

    const audited = await test
      .db()
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.details} ->> 'reason' like 'disruption_%'`);
    expect(audited.map((event) => (event.details as { reason?: string }).reason).sort()).toEqual([
      'disruption_ended',
      'disruption_started',
    ]);
  });

  it('uses the default message in ten languages when none is given', async () => {
    const admin = await asAdmin(test.db());
    await test.app.inject({
      method: 'PUT',
      url: '/api/admin/disruption',
      cookies: admin.cookies,
      payload: { active: true },
    });
    const shown = await publicDisruption();
    expect(Object.keys(shown.message).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'pt', 'sv', 'zh']);
    await test.app.inject({
      method: 'PUT',
      url: '/api/admin/disruption',
      cookies: admin.cookies,
      payload: { active: false },
    });
  });

  it('declared by two admins at the same moment is one disruption, and both are answered', async () => {
    const [first, second] = [await asAdmin(test.db()), await asAdmin(test.db())];
    const declare = (cookies: Record<string, string>) =>
      test.app.inject({ method: 'PUT', url: '/api/admin/disruption', cookies, payload: { active: true } });
    const answers = await Promise.all([declare(first.cookies), declare(second.cookies)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const active = await test.db().execute(sql`select count(*)::int as count from disruptions where ended_at is null`);
    expect((active as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
    await declare(first.cookies).then(() =>
      test.app.inject({
        method: 'PUT',
        url: '/api/admin/disruption',
        cookies: first.cookies,
        payload: { active: false },
      }),
    );
  });
});
