import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { settingsChangedMessage } from '../../../core/settings';

let test: TestApp;
let ada: Record<string, string>;
let bea: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  ada = await sessionCookieFor(
    test.db(),
    (await createUser(test.db(), { role: 'admin', email: 'ada@advena.example' })).id,
  );
  bea = await sessionCookieFor(
    test.db(),
    (await createUser(test.db(), { role: 'admin', email: 'bea@advena.example' })).id,
  );
});
afterAll(() => test.close());

const load = async (cookies: Record<string, string>) =>
  (await test.app.inject({ method: 'GET', url: '/api/admin/settings', cookies })).json();
const save = (cookies: Record<string, string>, payload: object) =>
  test.app.inject({ method: 'PATCH', url: '/api/admin/settings', cookies, payload });

describe('two admins saving the settings', () => {
  it('refuses the second save made from a stale form with a 409, and keeps the first', async () => {
    const adaForm = await load(ada);
    const beaForm = await load(bea);
    expect(adaForm.updatedAt).toBe(beaForm.updatedAt);
    const first = await save(ada, { ...adaForm.settings, visaProcessingTime: 4, updatedAt: adaForm.updatedAt });
    expect(first.statusCode).toBe(200);
    expect(first.json().updatedAt).not.toBe(adaForm.updatedAt);
    const second = await save(bea, {
      ...beaForm.settings,
      supportPhone: '+44 20 7946 0999',
      updatedAt: beaForm.updatedAt,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'SETTINGS_CHANGED', message: settingsChangedMessage });
    const now = await load(bea);
    expect(now.settings.visaProcessingTime).toBe(4);
    expect(now.settings.supportPhone).toBe(adaForm.settings.supportPhone);
    // Reloaded, the second admin's change goes through.
    const again = await save(bea, { ...now.settings, supportPhone: '+44 20 7946 0999', updatedAt: now.updatedAt });
    expect(again.statusCode).toBe(200);
  });

  it('lets only one of two saves made at once from the same form through', async () => {
    const form = await load(ada);
    const answers = await Promise.all([
      save(ada, { ...form.settings, visaProcessingTime: 5, updatedAt: form.updatedAt }),
      save(bea, { ...form.settings, visaProcessingTime: 6, updatedAt: form.updatedAt }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an updatedAt that is not a time with a 400, changing nothing', async () => {
    const form = await load(ada);
    const bad = await save(ada, { ...form.settings, visaProcessingTime: 9, updatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect((await load(ada)).settings.visaProcessingTime).toBe(form.settings.visaProcessingTime);
  });
});
