import { daysFromNow, sampleApplicationData, sampleQuestions, sandboxCard } from './application-data';
import type { TestApp } from './test-app';
import { testImage, upload } from './uploads';

/** A cookie jar of one visitor: the Cookie header its requests carry, once it has one. */
export type Jar = { cookie?: string };

/** The requests of a traveller paying through the sandbox, on one test app. */
export function draftRequests(test: () => TestApp) {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, jar: Jar, payload?: unknown) =>
    test().app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(jar.cookie ? { headers: { cookie: jar.cookie } } : {}),
    });

  /** A visitor's documents for `travellers` travellers and the form that names them. */
  async function draft(email: string, travellers = 1, jar: Jar = {}) {
    const png = await testImage('png');
    const ids: { scan: string; photo: string }[] = [];
    let cookie = jar.cookie;
    for (let i = 0; i < travellers; i++) {
      const scan = await upload(test().app, { kind: 'passportScan', fileName: 's.png', data: png, cookie });
      cookie = scan.cookie;
      const photo = await upload(test().app, { kind: 'photo', fileName: 'p.png', data: png, cookie });
      ids.push({ scan: scan.response.json().id, photo: photo.response.json().id });
    }
    const formData = (count = travellers) =>
      sampleApplicationData(
        { passportScanPath: ids[0]!.scan, photoPath: ids[0]!.photo },
        {
          email,
          additionalApplicants: ids.slice(1, count).map((doc, i) => ({
            firstName: `Kid ${String.fromCharCode(65 + i)}`,
            lastName: 'Smith',
            dateOfBirth: '2015-03-03',
            nationality: 'JP',
            passportNumber: `Y765432${i}`,
            passportIssueDate: daysFromNow(-2 * 365),
            passportExpiryDate: daysFromNow(8 * 365),
            issuingCountry: 'JP',
            relationship: 'child',
            ...sampleQuestions,
            passportScanPath: doc.scan,
            photoPath: doc.photo,
          })),
        },
      );
    return { jar: { cookie: cookie as string }, formData, ids };
  }

  const intentFor = (jar: Jar, formData: unknown) =>
    inject('POST', '/api/create-payment-intent', jar, { applicationData: formData });
  /** Confirms with a sandbox test card: 4242… succeeds, 4000 0000 0000 0002 is declined. */
  const pay = (jar: Jar, paymentIntentId: string, cardNumber?: string) =>
    inject('POST', '/api/payments/sandbox/confirm', jar, sandboxCard(paymentIntentId, cardNumber));
  return { inject, draft, intentFor, pay };
}
