import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../tests/helpers/field-errors';
import { asAdmin, signedIn } from '../../tests/helpers/sign-in';
import { sampleApplicationData } from '../../tests/setup/application-data';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { defaultSettings } from '../core/default-settings';
import { ConfigError, loadConfig } from './config';

let test: TestApp;
let traveller: Record<string, string>;
let admin: Record<string, string>;
const someId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  test = await createTestApp();
  traveller = (await signedIn(test.db())).cookies;
  admin = (await asAdmin(test.db())).cookies;
});
afterAll(() => test.close());

const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, cookies?: Record<string, string>) =>
  test.app.inject({ method, url, payload, cookies });
const long = (length: number) => 'a'.repeat(length);

function expectRefused(response: Awaited<ReturnType<typeof call>>, fieldErrors: Record<string, string>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  expect(englishFieldErrors(response.json())).toMatchObject(fieldErrors);
}

// Free text had no maximum: a 900,000-character UK address was stored, paid for and exported.
describe('the server refuses text longer than its field takes, naming the field', () => {
  it('in an application, before any payment', async () => {
    const data = sampleApplicationData(
      { passportScanPath: someId, photoPath: someId },
      {
        firstName: long(101),
        phone: '1'.repeat(31),
        passportNumber: long(21),
        ukAddress: long(900_000),
        additionalApplicants: [
          {
            firstName: 'Kid',
            lastName: long(101),
            dateOfBirth: '2015-03-03',
            nationality: 'JP',
            passportNumber: 'Y7654321',
            passportIssueDate: '2021-01-01',
            passportExpiryDate: '2031-01-01',
            issuingCountry: 'JP',
            relationship: long(51),
            passportScanPath: someId,
            photoPath: someId,
          },
        ],
      },
    );
    const response = await call('POST', '/api/create-payment-intent', { applicationData: data });
    expectRefused(response, {
      firstName: 'First name must be at most 100 characters.',
      phone: 'Phone number must be at most 30 characters.',
      passportNumber: 'Passport number must be at most 20 characters.',
      ukAddress: 'UK address must be at most 500 characters.',
      'additionalApplicants.0.lastName': 'Last name must be at most 100 characters.',
      // A relationship is a code now (core/relationships.ts): anything else is not one.
      'additionalApplicants.0.relationship': 'Please specify relationship to primary applicant.',
    });
  });

  it('at sign-in, registration and in the profile', async () => {
    expectRefused(await call('POST', '/api/login', { email: 'a@b.co', password: long(129) }), {
      password: 'Password must be at most 128 characters',
    });
    expectRefused(await call('POST', '/api/login', { email: long(255), password: 'secret' }), {
      email: 'Username or email must be at most 254 characters',
    });
    expectRefused(
      await call('POST', '/api/register', { email: 'new@example.com', password: long(129), firstName: long(101) }),
      { password: 'Password must be at most 128 characters', firstName: 'First name must be at most 100 characters' },
    );
    expectRefused(
      await call('POST', '/api/password-reset/confirm', { email: 'a@b.co', code: '123456', newPassword: long(129) }),
      { newPassword: 'Password must be at most 128 characters' },
    );
    expectRefused(await call('PUT', '/api/user/profile', { phone: '1'.repeat(31), zipCode: long(21) }, traveller), {
      phone: 'Phone number must be at most 30 characters',
      zipCode: 'Postal code must be at most 20 characters',
    });
  });

  it('in what staff type', async () => {
    expectRefused(
      await call(
        'POST',
        '/api/admin/users',
        { email: 'x@example.com', firstName: long(101), lastName: 'Ok', role: 'user', password: long(129) },
        admin,
      ),
      { firstName: 'First name must be at most 100 characters', password: 'Password must be at most 128 characters' },
    );
    expectRefused(
      await call(
        'PATCH',
        `/api/admin/applications/${someId}/status`,
        { status: 'approved', notes: long(2001), version: 1 },
        admin,
      ),
      { notes: 'Notes must be at most 2,000 characters' },
    );
    expectRefused(await call('POST', `/api/admin/applications/${someId}/notes`, { notes: long(2001) }, admin), {
      notes: 'Notes must be at most 2,000 characters',
    });
    expectRefused(await call('POST', `/api/admin/contact-messages/${someId}/reply`, { reply: long(5001) }, admin), {
      reply: 'Reply must be at most 5,000 characters',
    });
    expectRefused(
      await call('PATCH', '/api/admin/settings', { ...defaultSettings, supportPhone: '1'.repeat(31) }, admin),
      {
        supportPhone: 'Phone number must be at most 30 characters',
      },
    );
    const search = await test.app.inject({
      method: 'GET',
      url: `/api/admin/applications?search=${long(201)}`,
      cookies: admin,
    });
    expect(search.statusCode).toBe(400);
    expect(englishFieldErrors(search.json())).toEqual({ search: 'Search must be at most 200 characters' });
  });

  it('and a built-in admin password the sign-in form could not take stops the start', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: long(129) })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: long(128) })).not.toThrow();
  });
});
