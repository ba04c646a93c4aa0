import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../../../../tests/setup/application-data';
import { appOrigin, caseTestApp } from '../../../../tests/setup/case-app';
import { createApplication } from '../../../../tests/setup/factories';
import { multipart, testImage } from '../../../../tests/setup/uploads';
import { caseMessages } from '../../../core/case-requests';
import type { PassportRead } from '../../../core/passport-check';
import { applications, documents } from '../../db/schema';

/**
 * The passport check on the fix page (issue 32, decision 044): the task gives the device what it
 * compares, a new passport scan may bring the answers its lines print, and the confirmations
 * reach staff where the wizard's do.
 */
const cases = caseTestApp({ firstName: 'Jane', lastName: 'Smith' });
const { call } = cases;

async function upload(kind: 'photo' | 'passportScan') {
  const { payload, headers } = multipart(kind, 'new.png', await testImage('png'), 'image/png');
  const response = await cases.test.app.inject({
    method: 'POST',
    url: '/api/documents',
    cookies: cases.owner.cookies,
    headers: { ...headers, appOrigin },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const lines: PassportRead = {
  documentNumber: 'X1234567',
  surname: 'SMITH',
  givenNames: 'JANE',
  nationality: 'USA',
  issuingCountry: 'USA',
  dateOfBirth: '1990-04-12',
  sex: 'F',
  expiryDate: '2030-01-01',
  checkDigitsValid: true,
};

/** Jane's paid application, her passport scan read by the server, and staff asking `request` of her. */
async function asked(request: { fields: string[]; documents: string[] }) {
  const application = await createApplication(cases.test.db(), {
    userId: cases.owner.id,
    firstName: 'Jane',
    lastName: 'Smith',
    passportNumber: 'X1234568',
    sex: 'F',
    arrivalDate: daysFromNow(10),
    departureDate: daysFromNow(20),
  });
  const scan = await upload('passportScan');
  await cases.test
    .db()
    .update(documents)
    .set({ applicationId: application.id, travellerIndex: 0, checkResult: { status: 'read', mrz: lines } })
    .where(eq(documents.id, scan));
  const response = await call(
    'POST',
    `/api/admin/applications/${application.id}/travellers/0/request-information`,
    cases.staff,
    { ...request, message: 'Please check your passport.' },
  );
  expect(response.statusCode).toBe(200);
  return { id: application.id, url: `/api/applications/${application.id}/travellers/0/fixes` };
}

const stored = async (id: string) =>
  (
    await cases.test.db().select().from(applications).where(eq(applications.id, id))
  )[0] as typeof applications.$inferSelect;

describe('the passport check on the fix page', () => {
  it("gives the traveller's device the answers it compares and the stored scan's lines", async () => {
    const { url } = await asked({ fields: ['passportNumber'], documents: [] });
    const task = await call('GET', url, cases.owner.cookies);
    expect(task.statusCode).toBe(200);
    expect(task.json().passport).toEqual({
      typed: expect.objectContaining({ passportNumber: 'X1234568', lastName: 'Smith', sex: 'F' }),
      read: lines,
    });
  });

  it('takes the answers a new passport scan prints, and the confirmations, which staff then see', async () => {
    const { id, url } = await asked({ fields: [], documents: ['passportScan'] });
    const scan = await upload('passportScan');
    const wrongSex = await call('POST', url, cases.owner.cookies, {
      documents: { passportScan: scan },
      answers: { sex: 'Q' },
    });
    expect(wrongSex.statusCode).toBe(400);
    expect(wrongSex.json().fieldErrors.sex).toBe('Select the sex shown in the passport.');
    const sent = await call('POST', url, cases.owner.cookies, {
      documents: { passportScan: scan },
      answers: { passportNumber: 'X1234567', sex: 'M' },
      passportConfirmed: ['lastName', 'notAField'],
    });
    expect(sent.statusCode).toBe(200);
    const row = await stored(id);
    expect([row.passportNumber, row.sex, row.passportConfirmed]).toEqual(['X1234567', 'M', ['lastName']]);
    // Staff see the confirmation in the passport check, as they see the wizard's.
    await cases.test
      .db()
      .update(documents)
      .set({ checkResult: { status: 'read', mrz: { ...lines, surname: 'SMYTHE' } } })
      .where(and(eq(documents.id, scan)));
    const detail = (await call('GET', `/api/admin/applications/${id}`, cases.staff)).json().application;
    expect(detail.travellers[0].passportCheck).toMatchObject({
      status: 'mismatch',
      differences: ['lastName'],
      confirmed: ['lastName'],
    });
    const provided = detail.events.find((event: { type: string }) => event.type === 'information_provided');
    expect(provided.details.changes).toEqual([
      { field: 'passportNumber', from: 'X1234568', to: 'X1234567' },
      { field: 'sex', from: 'F', to: 'M' },
    ]);
  });

  it('takes no answer beyond those asked without a new passport scan, and keeps confirmations of fields not on the page', async () => {
    const { id, url } = await asked({ fields: ['passportNumber'], documents: [] });
    await cases.test
      .db()
      .update(applications)
      .set({ passportConfirmed: ['lastName', 'passportNumber'] })
      .where(eq(applications.id, id));
    const extra = await call('POST', url, cases.owner.cookies, { answers: { passportNumber: 'X1234567', sex: 'M' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe(caseMessages.notRequested);
    const sent = await call('POST', url, cases.owner.cookies, {
      answers: { passportNumber: 'X1234567' },
      passportConfirmed: [],
    });
    expect(sent.statusCode).toBe(200);
    const row = await stored(id);
    expect([row.passportNumber, row.sex, row.passportConfirmed]).toEqual(['X1234567', 'F', ['lastName']]);
  });
});
