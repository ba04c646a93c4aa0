import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishFieldErrors } from '../../../../tests/helpers/field-errors';
import { signedIn } from '../../../../tests/helpers/sign-in';
import { daysFromNow, sampleTraveller } from '../../../../tests/setup/application-data';
import { storedDocument } from '../../../../tests/setup/documents';
import {
  createApplication,
  createUser,
  sessionCookieFor,
  truncateApplications,
} from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { multipart, testImage } from '../../../../tests/setup/uploads';
import { caseMessages } from '../../../core/case-requests';
import { applicationEvents, applications, auditEvents, emailOutbox, travellerCases } from '../../db/schema';
import { secretKey } from '../../lib/keys';
import { testSubjectPrefix } from '../../lib/mail/layout';
import { FixLinks, fixTokenHeader } from './fix-links';

let test: TestApp;
let owner: { id: string; cookies: Record<string, string> };
let stranger: Record<string, string>;
let staff: Record<string, string>;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  test = await createTestApp();
  const user = await createUser(test.db(), { firstName: 'Jane', lastName: 'Smith' });
  owner = { id: user.id, cookies: await sessionCookieFor(test.db(), user.id) };
  stranger = (await signedIn(test.db())).cookies;
  staff = await sessionCookieFor(
    test.db(),
    (await createUser(test.db(), { role: 'admin', firstName: 'Sam', lastName: 'Staff' })).id,
  );
});
afterAll(() => test.close());
beforeEach(async () => {
  await truncateApplications(test.db());
  await test.db().delete(emailOutbox);
});

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { cookies?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
) =>
  test.app.inject({
    method,
    url,
    cookies: options.cookies,
    headers: { origin, ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

async function caseDocument(kind: 'passportScan' | 'photo', applicationId: string | null, userId: string | null) {
  return (await storedDocument(test, { kind, applicationId, userId })).id;
}

/** A paid family of three: Jane (0), her daughter Ana (1) and son Leo (2), each with a passport scan and photo. */
async function family(userId: string | null = owner.id) {
  const member = (firstName: string) => ({
    ...sampleTraveller,
    firstName,
    passportNumber: `P${firstName.toUpperCase()}123`,
    relationship: 'Child',
  });
  const application = await createApplication(test.db(), {
    userId,
    firstName: 'Jane',
    lastName: 'Smith',
    applicantCount: 3,
    isMultipleApplicants: true,
    arrivalDate: daysFromNow(10),
    departureDate: daysFromNow(20),
    passportIssueDate: sampleTraveller.passportIssueDate,
    passportExpiryDate: sampleTraveller.passportExpiryDate,
  });
  const additional = [];
  for (const name of ['Ana', 'Leo']) {
    additional.push({
      ...member(name),
      passportScanPath: await caseDocument('passportScan', application.id, userId),
      photoPath: await caseDocument('photo', application.id, userId),
    });
  }
  await caseDocument('passportScan', application.id, userId);
  await caseDocument('photo', application.id, userId);
  await test
    .db()
    .update(applications)
    .set({ additionalApplicants: additional })
    .where(eq(applications.id, application.id));
  return application;
}

const admin = (id: string, suffix = '') => `/api/admin/applications/${id}${suffix}`;
const statusOf = async (id: string) => (await call('GET', admin(id), { cookies: staff })).json().application;
const moveCase = (id: string, index: number, body: unknown) =>
  call('POST', admin(id, `/travellers/${index}/case`), { cookies: staff, body });
const askFor = (id: string, index: number, body: unknown) =>
  call('POST', admin(id, `/travellers/${index}/request-information`), { cookies: staff, body });

describe('the case of each traveller', () => {
  it('gives every traveller a case when the application is made, in the status the application has', async () => {
    const approved = await createApplication(test.db(), { status: 'approved', applicantCount: 3 });
    const rows = await test.db().select().from(travellerCases).where(eq(travellerCases.applicationId, approved.id));
    expect(rows.map((row) => [row.travellerIndex, row.status])).toEqual([
      [0, 'granted'],
      [1, 'granted'],
      [2, 'granted'],
    ]);
  });

  it('takes each traveller from review to a decision, the application status following the cases', async () => {
    const application = await family();
    expect((await statusOf(application.id)).status).toBe('pending');
    for (const index of [0, 1, 2])
      expect((await moveCase(application.id, index, { status: 'ready_to_submit' })).statusCode).toBe(200);
    expect((await statusOf(application.id)).status).toBe('processing');
    for (const index of [0, 1, 2]) {
      const response = await moveCase(application.id, index, {
        status: 'submitted',
        homeOfficeReference: `HO-${index}`,
      });
      expect(response.statusCode).toBe(200);
    }
    await moveCase(application.id, 0, { status: 'granted' });
    await moveCase(application.id, 1, {
      status: 'refused',
      reason: 'Previous immigration breach',
      decisionDate: daysFromNow(-1),
    });
    expect((await statusOf(application.id)).status).toBe('processing');
    await moveCase(application.id, 2, { status: 'granted' });
    const detail = await statusOf(application.id);
    // Two granted and one refused: the family is partly approved, never plainly approved.
    expect(detail.status).toBe('partly_approved');
    expect(detail.travellers.map((t: { caseStatus: string }) => t.caseStatus)).toEqual([
      'granted',
      'refused',
      'granted',
    ]);
    expect(detail.travellers[1]).toMatchObject({
      index: 1,
      firstName: 'Ana',
      homeOfficeReference: 'HO-1',
      decisionReason: 'Previous immigration breach',
      decisionDate: daysFromNow(-1),
    });
    const mails = await test.db().select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${testSubjectPrefix}ETA granted for Jane Smith (${application.referenceNumber})`,
      `${testSubjectPrefix}ETA refused for Ana Smith (${application.referenceNumber})`,
      `${testSubjectPrefix}ETA granted for Leo Smith (${application.referenceNumber})`,
    ]);
    expect(mails[1]!.text).toContain('Previous immigration breach');
    expect(mails[1]!.text).toContain('https://www.gov.uk/standard-visitor');
    const audit = await test.db().select().from(auditEvents).where(eq(auditEvents.action, 'case.changed'));
    expect(audit).toHaveLength(9);
  });

  it('refuses a move the table does not allow with 409 and a clear message, and changes nothing', async () => {
    const application = await family();
    const before = await test
      .db()
      .select()
      .from(travellerCases)
      .where(eq(travellerCases.applicationId, application.id));
    const response = await moveCase(application.id, 1, { status: 'granted' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This traveller's case is 'Under Review' and cannot be moved to 'Approved'.");
    const noReference = await moveCase(application.id, 1, { status: 'submitted' });
    expect(noReference.statusCode).toBe(400);
    expect(englishFieldErrors(noReference.json()).homeOfficeReference).toBe(caseMessages.referenceRequired);
    expect((await moveCase(application.id, 7, { status: 'ready_to_submit' })).statusCode).toBe(404);
    const after = await test.db().select().from(travellerCases).where(eq(travellerCases.applicationId, application.id));
    expect(after).toEqual(before);
  });

  it('keeps PATCH …/status for the whole application: every open case moves', async () => {
    const application = await family();
    await moveCase(application.id, 2, { status: 'ready_to_submit' });
    await moveCase(application.id, 2, { status: 'submitted', homeOfficeReference: 'HO-2' });
    const version = (await statusOf(application.id)).version;
    const response = await call('PATCH', admin(application.id, '/status'), {
      cookies: staff,
      body: { status: 'processing', notes: '', version },
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json().application;
    expect(detail.status).toBe('processing');
    expect(detail.travellers.map((t: { caseStatus: string }) => t.caseStatus)).toEqual([
      'ready_to_submit',
      'ready_to_submit',
      'submitted',
    ]);
    // A decision only on submitted travellers: two are ready to submit, so 409 and nothing moves.
    const early = await call('PATCH', admin(application.id, '/status'), {
      cookies: staff,
      body: { status: 'rejected', notes: 'Refused by the Home Office', version: detail.version },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CASE_NOT_SUBMITTED');
    expect((await statusOf(application.id)).version).toBe(detail.version);
    for (const index of [0, 1])
      await moveCase(application.id, index, { status: 'submitted', homeOfficeReference: `HO-${index}` });
    const rejected = await call('PATCH', admin(application.id, '/status'), {
      cookies: staff,
      body: {
        status: 'rejected',
        notes: 'Refused by the Home Office',
        version: (await statusOf(application.id)).version,
      },
    });
    expect(rejected.json().application.status).toBe('rejected');
    expect(rejected.json().application.travellers.map((t: { decisionReason?: string }) => t.decisionReason)).toEqual([
      'Refused by the Home Office',
      'Refused by the Home Office',
      'Refused by the Home Office',
    ]);
  });
});

async function upload(cookies: Record<string, string>, kind: 'photo' | 'passportScan') {
  const { payload, headers } = multipart(kind, 'new.png', await testImage('png'), 'image/png');
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/documents',
    cookies,
    headers: { ...headers, origin },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

describe('information needed, both ways', () => {
  it('asks for a new photo and a corrected passport number and takes exactly those back', async () => {
    const application = await family();
    const asked = await askFor(application.id, 1, {
      fields: [],
      documents: ['photo'],
      message: 'The photo is blurred.',
    });
    expect(asked.statusCode).toBe(200);
    await askFor(application.id, 2, { fields: ['passportNumber'], documents: [], message: 'The number has a typo.' });
    const detail = asked.json().application;
    expect(detail.status).toBe('reviewing');
    const mails = await test.db().select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((mail) => mail.subject)).toEqual([
      // One subject per traveller, so a family's two requests are told apart in the inbox.
      `${testSubjectPrefix}Action needed for Ana Smith: ETA application ${application.referenceNumber}`,
      `${testSubjectPrefix}Action needed for Leo Smith: ETA application ${application.referenceNumber}`,
    ]);
    expect(mails[1]!.text).toContain('Passport number');

    const mine = (await call('GET', `/api/applications/${application.id}`, { cookies: owner.cookies })).json()
      .application;
    expect(mine.travellers[2]).toMatchObject({
      caseStatus: 'information_needed',
      requestedFixes: { fields: ['passportNumber'], documents: [], message: 'The number has a typo.' },
    });
    const task = await call('GET', `/api/applications/${application.id}/travellers/2/fixes`, {
      cookies: owner.cookies,
    });
    expect(task.json()).toMatchObject({ fields: [{ field: 'passportNumber', value: 'PLEO123' }], documents: [] });

    const fixesUrl = `/api/applications/${application.id}/travellers/2/fixes`;
    const extra = await call('POST', fixesUrl, {
      cookies: owner.cookies,
      body: { answers: { passportNumber: 'PLEO1234', firstName: 'Leon' } },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe(caseMessages.notRequested);
    const wrong = await call('POST', fixesUrl, { cookies: owner.cookies, body: { answers: { passportNumber: 'P1' } } });
    expect(wrong.statusCode).toBe(400);
    expect(englishFieldErrors(wrong.json()).passportNumber).toBe('Please enter a valid passport number.');
    expect(
      (await call('POST', fixesUrl, { cookies: stranger, body: { answers: { passportNumber: 'PLEO1234' } } }))
        .statusCode,
    ).toBe(404);
    const fixed = await call('POST', fixesUrl, {
      cookies: owner.cookies,
      body: { answers: { passportNumber: 'PLEO1234' } },
    });
    expect(fixed.statusCode).toBe(200);
    expect(
      (await call('POST', fixesUrl, { cookies: owner.cookies, body: { answers: { passportNumber: 'PLEO1234' } } }))
        .statusCode,
    ).toBe(409);

    const oldPhoto = (await test.db().select().from(applications).where(eq(applications.id, application.id)))[0]!
      .additionalApplicants as { photoPath: string }[];
    const photo = await upload(owner.cookies, 'photo');
    const photoUrl = `/api/applications/${application.id}/travellers/1/fixes`;
    expect(
      (await call('POST', photoUrl, { cookies: owner.cookies, body: { documents: { photo: oldPhoto[1]!.photoPath } } }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', photoUrl, { cookies: owner.cookies, body: { documents: { photo } } })).statusCode).toBe(
      200,
    );

    const after = await statusOf(application.id);
    expect(after.status).toBe('reviewing');
    expect(after.travellers.map((t: { caseStatus: string }) => t.caseStatus)).toEqual([
      'in_review',
      'in_review',
      'in_review',
    ]);
    expect(after.additionalApplicants[1].passportNumber).toBe('PLEO1234');
    const ana = after.documents.filter(
      (d: { travellerIndex: number; kind: string }) => d.travellerIndex === 1 && d.kind === 'photo',
    );
    expect(ana.map((d: { id: string; replacedAt: string | null }) => [d.id, d.replacedAt === null])).toEqual(
      expect.arrayContaining([
        [oldPhoto[0]!.photoPath, false],
        [photo, true],
      ]),
    );
    const provided = after.events.filter((e: { type: string }) => e.type === 'information_provided');
    expect(provided).toHaveLength(2);
    expect(provided[0]).toMatchObject({
      travellerIndex: 2,
      actorName: 'Jane Smith',
      details: { changes: [{ field: 'passportNumber', from: 'PLEO123', to: 'PLEO1234' }] },
    });
    const requested = after.events.filter((e: { type: string }) => e.type === 'information_requested');
    expect(requested.map((e: { actorName: string }) => e.actorName)).toEqual(['Sam Staff', 'Sam Staff']);

    // The traveller sees each round, never the old and new values.
    const theirs = (await call('GET', `/api/applications/${application.id}`, { cookies: owner.cookies })).json()
      .application;
    expect(theirs.events.some((e: Record<string, unknown>) => 'details' in e)).toBe(false);
    expect(theirs.documents.map((d: { id: string }) => d.id)).not.toContain(oldPhoto[0]!.photoPath);
    const staffMails = await test
      .db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'adminInformationProvided'));
    expect(staffMails.length).toBeGreaterThan(0);
  });

  it('refuses a request with nothing to fix, or a field the traveller does not have', async () => {
    const application = await family();
    const empty = await askFor(application.id, 1, { fields: [], documents: [], message: 'Hm' });
    expect(empty.statusCode).toBe(400);
    expect(englishFieldErrors(empty.json()).fields).toBe(caseMessages.nothingRequested);
    const relationship = await askFor(application.id, 0, { fields: ['relationship'], message: 'Fix it' });
    expect(relationship.statusCode).toBe(400);
    const events = await test
      .db()
      .select()
      .from(applicationEvents)
      .where(
        and(eq(applicationEvents.applicationId, application.id), eq(applicationEvents.type, 'information_requested')),
      );
    expect(events).toEqual([]);
  });
});

describe('the list of applications waiting on a traveller', () => {
  it('holds exactly those with a traveller asked for information, and lets them go when the fixes are in review again', async () => {
    const waiting = await family();
    const other = await family();
    await askFor(waiting.id, 2, { fields: ['passportNumber'], documents: [], message: 'The number has a typo.' });
    const list = async () => {
      const response = await call('GET', '/api/admin/applications?view=information_needed&pageSize=100', {
        cookies: staff,
      });
      expect(response.statusCode).toBe(200);
      return (response.json().applications as { id: string }[]).map((row) => row.id);
    };
    const listed = await list();
    expect(listed).toContain(waiting.id);
    // In the whole list too, its row says it waits on a traveller.
    const all = await call('GET', `/api/admin/applications?search=${waiting.referenceNumber}`, { cookies: staff });
    const rows = all.json().applications as { id: string; informationNeeded: boolean }[];
    expect(rows.find((row) => row.id === waiting.id)?.informationNeeded).toBe(true);
    expect(listed).not.toContain(other.id);
    await moveCase(waiting.id, 2, { status: 'in_review' });
    expect(await list()).not.toContain(waiting.id);
  });
});

describe('the signed link for an application made without an account', () => {
  async function linkFor(index: number) {
    const application = await family(null);
    await askFor(application.id, index, { fields: ['passportNumber'], message: 'Please check the number.' });
    const [mail] = await test.db().select().from(emailOutbox).where(eq(emailOutbox.template, 'informationNeeded'));
    const token = /#token=([\w.-]+)/.exec(mail!.text)![1]!;
    return { application, token };
  }
  const fixWith = (id: string, index: number, token: string, passportNumber = 'PNEW12345') =>
    call('POST', `/api/applications/${id}/travellers/${index}/fixes`, {
      headers: { [fixTokenHeader]: token },
      body: { answers: { passportNumber } },
    });

  it('binds the link to the request it was sent for: a later request makes the older link void', async () => {
    const application = await family(null);
    const tokenOfLatest = async () => {
      const mails = await test.db().select().from(emailOutbox).where(eq(emailOutbox.template, 'informationNeeded'));
      const latest = mails
        .filter((mail) => mail.text.includes(application.id))
        .sort((a, b) => Number(b.id) - Number(a.id))[0];
      return /#token=([\w.-]+)/.exec(latest!.text)![1]!;
    };
    const ask = (message: string) => askFor(application.id, 1, { fields: ['passportNumber'], message });
    expect((await ask('Please check the number.')).statusCode).toBe(200);
    const first = await tokenOfLatest();
    expect((await fixWith(application.id, 1, first)).statusCode).toBe(200);
    expect((await ask('Please check the number again.')).statusCode).toBe(200);
    const second = await tokenOfLatest();
    expect(second).not.toBe(first);
    expect((await fixWith(application.id, 1, first, 'POLD12345')).statusCode).toBe(403);
    expect((await fixWith(application.id, 1, second)).statusCode).toBe(200);
  });

  it('lets the holder fix that traveller, and only with a right, unexpired signature', async () => {
    const { application, token } = await linkFor(2);
    expect(
      (
        await call('POST', `/api/applications/${application.id}/travellers/2/fixes`, {
          body: { answers: { passportNumber: 'PNEW12345' } },
        })
      ).statusCode,
    ).toBe(401);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await fixWith(application.id, 2, forged)).statusCode).toBe(403);
    const key = secretKey(test.config.dataDir, 'code-pepper.key', test.config.codePepper);
    const expired = new FixLinks(key, 'x', () => Date.now() - 30 * 86_400_000);
    expect(expired.verify(expired.sign(application.id, 2, 40 * 86_400_000), application.id, 2)).toBe(true);
    expect((await fixWith(application.id, 2, expired.sign(application.id, 2))).statusCode).toBe(403);
    expect((await fixWith(application.id, 1, token)).statusCode).toBe(403);
    const other = await family(null);
    expect((await fixWith(other.id, 2, token)).statusCode).toBe(403);
    const task = await call('GET', `/api/applications/${application.id}/travellers/2/fixes`, {
      headers: { [fixTokenHeader]: token },
    });
    expect(task.statusCode).toBe(200);
    const fixed = await fixWith(application.id, 2, token);
    expect(fixed.statusCode).toBe(200);
    const [row] = await test.db().select().from(applications).where(eq(applications.id, application.id));
    expect((row!.additionalApplicants as { passportNumber: string }[])[1]!.passportNumber).toBe('PNEW12345');
  });
});
