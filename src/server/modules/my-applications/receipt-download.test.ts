import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createPaidApplication,
  createUser,
  sessionCookieFor,
} from '../../../../tests/setup/factories';
import { pageText } from '../../../../tests/setup/pdf-text';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { users } from '../../db/schema';

let test: TestApp;
let owner: { id: string; email: string; cookies: Record<string, string> };
let admin: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  const user = await createUser(test.db(), { firstName: 'Jane', lastName: 'Smith' });
  owner = { id: user.id, email: user.email, cookies: await sessionCookieFor(test.db(), user.id) };
  admin = await sessionCookieFor(test.db(), (await createUser(test.db(), { role: 'admin', username: 'boss' })).id);
});
afterAll(() => test.close());

const get = (url: string, cookies?: Record<string, string>) => test.app.inject({ method: 'GET', url, cookies });
const post = (url: string, cookies?: Record<string, string>) => test.app.inject({ method: 'POST', url, cookies });

describe('the receipt', () => {
  it('is a real PDF with the reference, for the owner and admins, even with non-Latin names', async () => {
    const row = await createApplication(test.db(), {
      userId: owner.id,
      firstName: '李',
      lastName: 'Zoë محمد',
      additionalApplicants: [{ firstName: 'Ōta', lastName: '太郎', nationality: 'JP' }],
      paymentDetails: { cardholderName: 'Zoë Li', brand: 'visa', last4: '4242', expiryDate: '12/30' },
      paidAt: new Date(),
    });
    for (const cookies of [owner.cookies, admin]) {
      const response = await get(`/api/applications/${row.id}/receipt.pdf`, cookies);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="advena-receipt-${row.referenceNumber}.pdf"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const parsed = await PDFDocument.load(response.rawPayload);
      expect(parsed.getPageCount()).toBe(1);
      // The test app runs the sandbox provider: the receipt says so, first of all.
      expect(parsed.getTitle()).toBe(`TEST Advena receipt ${row.referenceNumber}`);
      expect(pageText(parsed).split('\n')[0]).toBe('TEST – no real payment was taken');
      // Every name in its own script: nothing printed as '?' or as a missing glyph.
      expect(pageText(parsed)).toContain('1. 李 Zoë محمد'.slice(0, 8));
      expect(pageText(parsed)).toContain('2. Ōta 太郎 (Japan)');
      expect(pageText(parsed)).not.toMatch(/[?\uFFFD]/);
      expect(pageText(parsed)).toContain(`Reference: ${row.referenceNumber}`);
      expect(pageText(parsed)).toContain('not the UK government');
    }
  });

  it('shows the refund of a cancelled application and what was paid net', async () => {
    const row = await createPaidApplication(test.db(), { userId: owner.id });
    expect((await post(`/api/applications/${row.id}/cancel`, owner.cookies)).statusCode).toBe(200);
    const response = await get(`/api/applications/${row.id}/receipt.pdf`, owner.cookies);
    const text = pageText(await PDFDocument.load(response.rawPayload));
    expect(text).toContain('Refunds');
    expect(text).toMatch(/£49\.99 refunded . Cancelled by the traveller before submission/);
    expect(text).toContain('Net paid: £0.00');
  });

  it('of a cancelled application, in German, carries no English history words, nor does the page’s history', async () => {
    const row = await createPaidApplication(test.db(), { userId: owner.id });
    expect((await post(`/api/applications/${row.id}/cancel`, owner.cookies)).statusCode).toBe(200);
    const response = await get(`/api/applications/${row.id}/receipt.pdf?lng=de`, owner.cookies);
    const text = pageText(await PDFDocument.load(response.rawPayload));
    expect(text).toContain('Zahlungsbeleg');
    expect(text).toContain('erstattet');
    const english = /refunded|Cancelled|cancelled|before submission|traveller|Refunds|Net paid|Reference/;
    expect(text).not.toMatch(english);
    // The page draws its history from codes and amounts; no stored English sentence reaches it.
    const page = (await get(`/api/applications/${row.id}`, owner.cookies)).json().application;
    for (const event of page.events) expect(event.notes ?? '').not.toMatch(english);
    expect(page.events.map((event: { type: string }) => event.type)).toEqual(expect.arrayContaining(['refunded']));
  });

  it("is in the site's current language: lng, then the language cookie, then the browser's, then the account's", async () => {
    const row = await createPaidApplication(test.db(), { userId: owner.id });
    const receipt = async (query: string, headers: Record<string, string> = {}, cookies = owner.cookies) =>
      pageText(
        await PDFDocument.load(
          (
            await test.app.inject({
              method: 'GET',
              url: `/api/applications/${row.id}/receipt.pdf${query}`,
              cookies,
              headers,
            })
          ).rawPayload,
        ),
      );
    expect(await receipt('?lng=ja', { 'accept-language': 'de' })).toContain('お支払いの領収書');
    expect(await receipt('', { 'accept-language': 'de' }, { ...owner.cookies, i18nextLng: 'sv' })).toContain(
      'Betalningskvitto',
    );
    expect(await receipt('', { 'accept-language': 'fr-FR,fr;q=0.9' })).toContain('Reçu de paiement');
    expect(await receipt('?lng=xx', { 'accept-language': 'ko' })).toContain('Payment receipt');
    await test.db().update(users).set({ preferredLanguage: 'zh' }).where(eq(users.id, owner.id));
    try {
      expect(await receipt('', { 'accept-language': 'ko' })).toContain('付款收据');
    } finally {
      await test.db().update(users).set({ preferredLanguage: null }).where(eq(users.id, owner.id));
    }
  });
});
