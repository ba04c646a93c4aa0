import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { sampleTraveller } from '../../../../tests/setup/application-data';
import { caseTestApp } from '../../../../tests/setup/case-app';
import { createApplication, createPaidApplication } from '../../../../tests/setup/factories';
import { caseReasonMessages } from '../../../core/case-reasons';
import en from '../../../locales/en/reasons.json';
import ja from '../../../locales/ja/reasons.json';
import { emailOutbox, refunds, travellerCases } from '../../db/schema';

/** Issue #36 (decision 038): standard reasons, several travellers at once. */

const cases = caseTestApp({ firstName: 'Aiko', lastName: 'Sato' });
const { call } = cases;
beforeEach(async () => {
  await cases.test.db().delete(emailOutbox);
});

/** A family of three in Japanese: Aiko (0), her son Ken (1) and daughter Yui (2). */
async function family() {
  const member = (firstName: string) => ({
    ...sampleTraveller,
    firstName,
    lastName: 'Sato',
    passportNumber: `P${firstName.toUpperCase()}123`,
    relationship: 'Child',
  });
  return createApplication(cases.test.db(), {
    userId: cases.owner.id,
    firstName: 'Aiko',
    lastName: 'Sato',
    language: 'ja',
    applicantCount: 3,
    isMultipleApplicants: true,
    additionalApplicants: [member('Ken'), member('Yui')],
  });
}

const admin = (id: string, suffix: string) => `/api/admin/applications/${id}${suffix}`;
const statuses = async (id: string) =>
  (
    await cases.test
      .db()
      .select()
      .from(travellerCases)
      .where(eq(travellerCases.applicationId, id))
      .orderBy(asc(travellerCases.travellerIndex))
  ).map((row) => [row.status, row.homeOfficeReference]);

describe('standard reasons', () => {
  it('asks for a new photo with PHOTO_TOO_DARK and no message: the task returns the code, the e-mail says it in Japanese', async () => {
    const application = await family();
    const asked = await call('POST', admin(application.id, '/travellers/1/request-information'), cases.staff, {
      reasons: ['PHOTO_TOO_DARK'],
    });
    expect(asked.statusCode).toBe(200);
    // The reason's document is asked for with it.
    expect(asked.json().application.travellers[1].requestedFixes).toMatchObject({
      documents: ['photo'],
      reasons: ['PHOTO_TOO_DARK'],
      message: '',
    });
    const task = await call('GET', `/api/applications/${application.id}/travellers/1/fixes`, cases.owner.cookies);
    expect(task.statusCode).toBe(200);
    expect(task.json()).toMatchObject({ documents: ['photo'], reasons: ['PHOTO_TOO_DARK'], message: '' });
    const [mail] = await cases.test.db().select().from(emailOutbox);
    expect(mail!.text).toContain(ja.codes.PHOTO_TOO_DARK);
    expect(mail!.text).toContain(ja.heading);
    expect(mail!.text).not.toContain(en.codes.PHOTO_TOO_DARK);
    expect(mail!.text).not.toContain('too dark');
    // No typed message: no 'as written' line at all.
    expect(mail!.text).not.toContain(ja.asWritten);
  });

  it('labels a typed message as written, beside the reasons', async () => {
    const application = await family();
    await call('POST', admin(application.id, '/travellers/2/request-information'), cases.staff, {
      fields: ['passportNumber'],
      reasons: ['PASSPORT_NUMBER_DIFFERS', 'SCAN_GLARE'],
      message: 'The last digit looks like a 3.',
    });
    const [mail] = await cases.test.db().select().from(emailOutbox);
    expect(mail!.text).toContain(`${ja.asWritten}: The last digit looks like a 3.`);
    expect(mail!.text).toContain(ja.codes.SCAN_GLARE);
    const task = (
      await call('GET', `/api/applications/${application.id}/travellers/2/fixes`, cases.owner.cookies)
    ).json();
    expect(task.documents).toEqual(['passportScan']);
    expect(task.reasons).toEqual(['SCAN_GLARE', 'PASSPORT_NUMBER_DIFFERS']);
  });

  it('refuses a request with neither a reason nor a message, or an unknown code', async () => {
    const application = await family();
    const bare = await call('POST', admin(application.id, '/travellers/1/request-information'), cases.staff, {
      documents: ['photo'],
    });
    expect(bare.statusCode).toBe(400);
    expect(englishFieldErrors(bare.json()).message).toBe(caseReasonMessages.reasonOrMessage);
    const unknown = await call('POST', admin(application.id, '/travellers/1/request-information'), cases.staff, {
      reasons: ['PHOTO_TOO_UGLY'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(await statuses(application.id)).toEqual([
      ['in_review', null],
      ['in_review', null],
      ['in_review', null],
    ]);
  });
});

describe('several travellers at once', () => {
  it('refuses moving three travellers when one cannot move, names them, and moves none', async () => {
    const application = await family();
    await call('POST', admin(application.id, '/travellers/1/request-information'), cases.staff, {
      reasons: ['PHOTO_BLURRED'],
    });
    const before = await statuses(application.id);
    const refused = await call('POST', admin(application.id, '/cases'), cases.staff, {
      travellers: [0, 1, 2],
      status: 'ready_to_submit',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CASES_MOVE_REFUSED',
      params: { traveller: 'Ken Sato', travellerIndex: 1, fromStatus: 'information_needed' },
    });
    expect(refused.json().message).toContain('No traveller was moved');
    expect(await statuses(application.id)).toEqual(before);
  });

  it('makes two travellers ready, then submits them in a second call, each with their own reference', async () => {
    const application = await family();
    const ready = await call('POST', admin(application.id, '/cases'), cases.staff, {
      travellers: [2, 0],
      status: 'ready_to_submit',
    });
    expect(ready.statusCode).toBe(200);
    const noReferences = await call('POST', admin(application.id, '/cases'), cases.staff, {
      travellers: [2, 0],
      status: 'submitted',
      homeOfficeReferences: ['HO-YUI'],
    });
    expect(noReferences.statusCode).toBe(400);
    const submitted = await call('POST', admin(application.id, '/cases'), cases.staff, {
      travellers: [2, 0],
      status: 'submitted',
      homeOfficeReferences: ['HO-YUI', 'HO-AIKO'],
    });
    expect(submitted.statusCode).toBe(200);
    expect(await statuses(application.id)).toEqual([
      ['submitted', 'HO-AIKO'],
      ['in_review', null],
      ['submitted', 'HO-YUI'],
    ]);
    const travellers = submitted.json().application.travellers;
    expect(travellers[0].homeOfficeReference).toBe('HO-AIKO');
    expect(travellers[2].homeOfficeReference).toBe('HO-YUI');
  });

  it('refuses a repeated traveller, one the application does not have, and anyone but staff', async () => {
    const application = await family();
    const body = { travellers: [0, 0], status: 'ready_to_submit' };
    expect((await call('POST', admin(application.id, '/cases'), cases.staff, body)).statusCode).toBe(400);
    const missing = { travellers: [0, 5], status: 'ready_to_submit' };
    expect((await call('POST', admin(application.id, '/cases'), cases.staff, missing)).statusCode).toBe(404);
    const mine = { travellers: [0], status: 'ready_to_submit' };
    expect((await call('POST', admin(application.id, '/cases'), cases.owner.cookies, mine)).statusCode).toBe(403);
    expect((await statuses(application.id)).map(([status]) => status)).toEqual(['in_review', 'in_review', 'in_review']);
  });
});

describe('an export that adds up', () => {
  it('names refunds and the net paid in the header, and each traveller with their outcome and relationship', async () => {
    const application = await createPaidApplication(cases.test.db(), {
      userId: cases.owner.id,
      firstName: 'Aiko',
      lastName: 'Sato',
      applicantCount: 2,
      isMultipleApplicants: true,
      additionalApplicants: [{ ...sampleTraveller, firstName: 'Ken', lastName: 'Sato', relationship: 'sibling' }],
    });
    await call('POST', admin(application.id, '/cases'), cases.staff, { travellers: [0], status: 'ready_to_submit' });
    await cases.test.db().insert(refunds).values({
      applicationId: application.id,
      paymentId: application.paymentId!,
      amountPence: 1000,
      reason: 'Goodwill',
      status: 'succeeded',
    });
    await cases.test.db().insert(refunds).values({
      applicationId: application.id,
      paymentId: application.paymentId!,
      amountPence: 500,
      reason: 'Declined by the card',
      status: 'failed',
    });
    const csv = await call(
      'GET',
      `/api/admin/applications/export.csv?search=${application.referenceNumber}`,
      cases.staff,
    );
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const cells = (line: string) => line.slice(1, -1).split('","');
    const names = cells(header!);
    expect(names).toEqual(expect.arrayContaining(['Refunded (GBP)', 'Net paid (GBP)', 'Travellers and outcomes']));
    const values = Object.fromEntries(names.map((name, position) => [name, cells(row!)[position]]));
    expect(values).toMatchObject({
      'Amount charged (GBP)': '99.98',
      'Refunded (GBP)': '10.00',
      'Net paid (GBP)': '89.98',
      'Travellers and outcomes': 'Aiko Sato: Ready to submit; Ken Sato: Under Review',
    });
    const one = await call('GET', admin(application.id, '/export.csv'), cases.staff);
    const lines = one.body.replace(/^\uFEFF/, '').split('\r\n');
    const column = cells(lines[0]!).indexOf('Relationship');
    expect(column).toBeGreaterThan(0);
    // A relationship code in staff's English words, not the code.
    expect([cells(lines[1]!)[column], cells(lines[2]!)[column]]).toEqual(['Main applicant', 'Brother or sister']);
    // The staff detail and the owner's application (which the data export writes) name it too.
    const detail = (await call('GET', admin(application.id, ''), cases.staff)).json().application;
    expect(detail.additionalApplicants[0].relationship).toBe('sibling');
    const mine = (await call('GET', `/api/applications/${application.id}`, cases.owner.cookies)).json().application;
    expect(mine.additionalApplicants[0].relationship).toBe('sibling');
  });
});
