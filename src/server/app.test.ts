import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { ConfigError, loadConfig } from './config';

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the application shell', () => {
  it('answers unknown API paths with the JSON error shape and 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('sends security headers with a strict policy on API answers, errors included', async () => {
    for (const url of ['/api/settings/public', '/api/no-such-thing']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('keeps the liveness answer inert in a browser with only the headers that apply to it', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('refuses malformed JSON with 400 in the error shape', async () => {
    // A route that takes JSON (the contact form), so only the body can be what is refused.
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the database after migrations', () => {
  it('has the settings row with the defaults of docs/decisions/047-the-first-readings-of-the-spec.md', async () => {
    const result = await test
      .db()
      .execute(
        sql`select priority_processing_fee_pence, government_fee_pence, standard_processing_fee_pence, maintenance_mode, application_processing_enabled, visa_processing_time from settings`,
      );
    expect(rowsOf(result)).toEqual([
      {
        priority_processing_fee_pence: 4999,
        government_fee_pence: 1600,
        standard_processing_fee_pence: 4999,
        maintenance_mode: false,
        application_processing_enabled: true,
        visa_processing_time: 3,
      },
    ]);
  });

  it('compares e-mails without case', async () => {
    await test.db().execute(sql`insert into users (email, password_hash) values ('Jane@Example.com', 'x')`);
    const result = await test.db().execute(sql`select count(*)::int as n from users where email = 'jane@example.COM'`);
    expect(rowsOf(result)[0]).toEqual({ n: 1 });
  });
});

describe('configuration', () => {
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses a variable set to nothing instead of falling back to a default (PORT= is no random port)', () => {
    expect(() => loadConfig({ PORT: '' })).toThrow(/PORT: is set but empty/);
    expect(() => loadConfig({ SMTP_URL: '  ', MFA_ENCRYPTION_KEY: '' })).toThrow(/SMTP_URL[\s\S]*MFA_ENCRYPTION_KEY/);
    expect(loadConfig({ UNRELATED: '' }).port).toBe(3000);
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.payments.provider).toBe('sandbox');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('refuses the sandbox on a public APP_URL, naming the variables', () => {
    const load = () => loadConfig({ APP_URL: 'https://advena.example' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PAYMENT_PROVIDER: the sandbox takes no real payments/);
    expect(load).toThrow(/ALLOW_TEST_PAYMENTS=true/);
  });

  it('allows the sandbox on a public APP_URL when test payments are allowed', () => {
    const config = loadConfig({ APP_URL: 'https://advena.example', ALLOW_TEST_PAYMENTS: 'true' });
    expect(config.payments.provider).toBe('sandbox');
    expect(() => loadConfig({ APP_URL: 'https://advena.example', ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(
      /ALLOW_TEST_PAYMENTS/,
    );
  });

  it('allows the sandbox on a localhost APP_URL', () => {
    for (const url of ['http://localhost:5173', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'https://localhost']) {
      expect(loadConfig({ APP_URL: url }).appUrl).toBe(url);
    }
    expect(() => loadConfig({ APP_URL: 'http://localhost.advena.example' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('allows Stripe on a public APP_URL', () => {
    const config = loadConfig({
      APP_URL: 'https://advena.example',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    expect(config.payments.provider).toBe('stripe');
  });
});
