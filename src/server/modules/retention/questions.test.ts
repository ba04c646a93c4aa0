import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { asAdmin } from '../../../../tests/helpers/sign-in';
import {
  sampleApplicationData,
  sampleQuestions,
  sampleTraveller,
  sandboxCard,
} from '../../../../tests/setup/application-data';
import { createUser, sessionCookieFor } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, upload } from '../../../../tests/setup/uploads';
import { questionMessages } from '../../../core/traveller-questions';
import { applications, savedProgress } from '../../db/schema';
import { rowsOf } from '../../lib/sql';
import { eraseApplication } from './erase';

/**
 * Issue #31 (decision 033): the Home Office's questions are asked of every traveller before the
 * payment, the suitability answers are sealed wherever they are stored, and staff, the export and
 * erasure see them as they should.
 */
let test: TestApp;
let admin: Record<string, string>;
let traveller: Record<string, string>;
let userId: string;
// The details text no table may hold in clear (the hold-out check's pg_dump).
const secret = 'Fined 300 euros for careless driving in Lyon, March 2019 (case QX-7731)';

beforeAll(async () => {
  test = await createTestApp();
  admin = (await asAdmin(test.db(), { username: 'boss', firstName: 'Ada', lastName: 'Admin' })).cookies;
  const user = await createUser(test.db(), { firstName: 'Jane', lastName: 'Smith' });
  userId = user.id;
  traveller = await sessionCookieFor(test.db(), user.id);
});
afterAll(() => test.close());

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
const post = (url: string, payload: unknown, cookies = traveller) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, cookies });

/** Uploads a scan and a photo for each of `travellers` and returns form data without the questions. */
async function documentsFor(travellers: number) {
  const png = await testImage('png');
  const ids: { passportScanPath: string; photoPath: string }[] = [];
  for (let i = 0; i < travellers; i++) {
    const cookie = cookieHeader(traveller);
    const scan = await upload(test.app, { kind: 'passportScan', fileName: `s${i}.png`, data: png, cookie });
    const photo = await upload(test.app, { kind: 'photo', fileName: `p${i}.png`, data: png, cookie });
    ids.push({ passportScanPath: scan.response.json().id, photoPath: photo.response.json().id });
  }
  return ids;
}

const withoutQuestions = (data: Record<string, unknown>) => {
  const { sex: _s, otherNationalities: _o, homeAddress: _h, job: _j, suitability: _u, ...rest } = data;
  return rest;
};

const declared = {
  ...sampleQuestions,
  sex: 'M',
  otherNationalities: ['FR', 'CA'],
  homeAddress: { line1: '4 Rue Neuve', line2: 'Apt 2', city: 'Lyon', postcode: '69001', country: 'FR' },
  job: { status: 'self_employed', title: 'Carpenter' },
  suitability: { ...sampleQuestions.suitability, recentConviction: true, details: secret },
};

async function familyData() {
  const [main, kid] = await documentsFor(2);
  return sampleApplicationData(main!, {
    ...declared,
    additionalApplicants: [
      {
        ...sampleTraveller,
        firstName: 'Leo',
        passportNumber: 'K7654321',
        relationship: 'Son',
        ...sampleQuestions,
        job: { status: 'child' },
        ...kid,
      },
    ],
  });
}

/** Every row of every table as text: what a pg_dump --data-only would hold. */
async function everyRowText() {
  const tables = await rowsOf<{ name: string }>(
    test
      .db()
      .execute(
        sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      ),
  );
  let text = '';
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      test.db().execute(sql`select t::text as row from ${sql.identifier(name)} t`),
    );
    text += rows.map((row) => row.row).join('\n');
  }
  return text;
}

describe('the Home Office’s questions', () => {
  it('refuses an intent without the answers, naming each missing one, a family member’s too', async () => {
    const data = await familyData();
    const response = await post('/api/create-payment-intent', {
      applicationData: {
        ...withoutQuestions(data),
        additionalApplicants: data.additionalApplicants.map((member) =>
          withoutQuestions(member as Record<string, unknown>),
        ),
      },
    });
    expect(response.statusCode).toBe(400);
    const fieldErrors = englishFieldErrors(response.json());
    for (const key of ['sex', 'otherNationalities', 'homeAddress', 'job', 'suitability']) {
      expect(fieldErrors).toHaveProperty(key);
      expect(fieldErrors).toHaveProperty(`additionalApplicants.0.${key}`);
    }
    expect(fieldErrors.homeAddress).toBe(questionMessages.homeAddress);
  });

  it('refuses a yes without details, a job without its title and an unknown country', async () => {
    const data = await familyData();
    const response = await post('/api/create-payment-intent', {
      applicationData: {
        ...data,
        suitability: { ...declared.suitability, details: '  ' },
        job: { status: 'employed' },
        homeAddress: { ...declared.homeAddress, country: 'ZZ' },
        otherNationalities: ['XX'],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(englishFieldErrors(response.json())).toEqual({
      'suitability.details': questionMessages.details,
      'job.title': questionMessages.jobTitle,
      'homeAddress.country': questionMessages.country,
      'otherNationalities.0': questionMessages.otherNationality,
    });
    const tooLong = await post('/api/create-payment-intent', {
      applicationData: { ...data, suitability: { ...declared.suitability, details: 'x'.repeat(2001) } },
    });
    expect(englishFieldErrors(tooLong.json())).toEqual({ 'suitability.details': questionMessages.detailsTooLong });
  });

  it('keeps a draft’s suitability answers sealed and gives them back to their owner', async () => {
    const saved = await post('/api/application/save-progress', { currentStep: 4, ...(await familyData()) });
    expect(saved.statusCode).toBe(200);
    const [row] = await test.db().select().from(savedProgress).where(eq(savedProgress.userId, userId));
    expect(JSON.stringify(row?.data)).not.toContain('Lyon, March 2019');
    expect(JSON.stringify(row?.data)).toContain('4 Rue Neuve');
    const back = await test.app.inject({ method: 'GET', url: '/api/application/saved-progress', cookies: traveller });
    expect(back.json().data.suitability).toEqual(declared.suitability);
    expect(back.json().data.additionalApplicants[0].suitability).toEqual(sampleQuestions.suitability);
  });

  it('takes the payment with the answers; staff, the CSV, the list and the export see what they should; no table holds the details in clear', async () => {
    const data = await familyData();
    const intent = await post('/api/create-payment-intent', { applicationData: data });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId } = intent.json();
    const confirmed = await post('/api/payments/sandbox/confirm', sandboxCard(paymentIntentId));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const submitted = await post('/api/applications', { paymentId: paymentIntentId });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id } = submitted.json().application;

    const detail = await test.app.inject({ method: 'GET', url: `/api/admin/applications/${id}`, cookies: admin });
    expect(detail.statusCode).toBe(200);
    const application = detail.json().application;
    expect(application.suitabilityDeclared).toBe(true);
    expect(application.answers[0]).toEqual({ index: 0, ...declared });
    expect(application.answers[1]).toMatchObject({ index: 1, job: { status: 'child' }, sex: 'F' });
    expect(application.answers[1].suitability).toEqual(sampleQuestions.suitability);
    expect(application.accessLog[0]).toMatchObject({ action: 'application.viewed', actorName: 'Ada Admin' });

    const csv = await test.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${id}/export.csv`,
      cookies: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Carpenter');
    expect(csv.body).toContain('"Suitability: any yes"');
    expect(csv.body).not.toContain('Lyon, March 2019');

    const flagged = await test.app.inject({
      method: 'GET',
      url: '/api/admin/applications?suitability=yes',
      cookies: admin,
    });
    expect(flagged.json().applications.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(flagged.json().applications[0].suitabilityDeclared).toBe(true);

    const mine = await test.app.inject({ method: 'GET', url: `/api/applications/${id}`, cookies: traveller });
    expect(mine.json().application.answers[0].suitability.details).toBe(secret);
    const exported = await test.app.inject({ method: 'GET', url: '/api/user/export', cookies: traveller });
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const myData = JSON.parse(new TextDecoder().decode(files['my-data.json']));
    expect(myData.applications[0].answers[0]).toEqual({ index: 0, ...declared });

    expect(await everyRowText()).not.toContain('Lyon, March 2019');

    await eraseApplication({ db: test.db(), storage: test.app.storage }, id);
    const [erased] = await test.db().select().from(applications).where(eq(applications.id, id));
    expect(erased).toMatchObject({
      homeAddress: null,
      job: null,
      sex: null,
      suitabilitySealed: null,
      suitabilityDeclared: false,
    });
    expect(await everyRowText()).not.toContain('4 Rue Neuve');
  });
});
