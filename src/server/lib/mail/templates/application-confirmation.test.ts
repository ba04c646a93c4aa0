import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';

const confirmation = (decisionDays: number, language: Parameters<typeof renderEmail>[2]) =>
  renderEmail(
    'applicationConfirmation',
    { firstName: 'Emma', reference: 'ETA-TEST-1', travellerCount: 1, amount: '49.99', decisionDays },
    language,
  ).text;

describe('the application confirmation e-mail', () => {
  it("names the government's decision time from the setting, in the language's plural form", () => {
    expect(confirmation(3, 'en')).toContain('usually decides within 3 working days; nobody can speed that up');
    expect(confirmation(1, 'en')).toContain('usually decides within 1 working day;');
    expect(confirmation(5, 'de')).toContain('innerhalb von 5 Werktagen');
    expect(confirmation(1, 'de')).toContain('innerhalb von 1 Werktag;');
    expect(confirmation(2, 'ar')).toContain('خلال يومَي عمل');
    expect(confirmation(4, 'ar')).toContain('خلال 4 أيام عمل');
    expect(confirmation(11, 'ar')).toContain('خلال 11 يوم عمل');
    expect(confirmation(7, 'ja')).toContain('通常 7 営業日以内');
  });

  it('names our review time from its constant, in the words of the language (decision 041)', () => {
    expect(confirmation(3, 'en')).toContain('We review every application within 24–48 hours before we submit it.');
    expect(confirmation(3, 'de')).toContain('24–48 Stunden');
    expect(confirmation(3, 'ja')).toContain('24～48 時間');
    expect(confirmation(3, 'fr')).not.toContain('{{');
  });

  it('names the latest decision day when the arrival comes before it, and only then', () => {
    const data = { firstName: 'Emma', reference: 'ADV-1', travellerCount: 1, amount: '49.99', decisionDays: 3 };
    const atRisk = renderEmail('applicationConfirmation', { ...data, latestDecisionDay: '2026-12-09' }, 'en').text;
    expect(atRisk).toContain('Your arrival is before 09 Dec 2026, the latest day a decision could come');
    expect(atRisk).toContain('https://www.gov.uk/');
    expect(renderEmail('applicationConfirmation', data, 'en').text).not.toContain('the latest day a decision');
  });

  it("shows the amount in the reader's money format", () => {
    expect(confirmation(3, 'en')).toContain('Amount paid: £49.99.');
    expect(confirmation(3, 'fr')).toContain('Montant payé : 49,99\u00a0£.');
    expect(confirmation(3, 'pt')).toContain('Valor pago: 49,99\u00a0£.');
  });
});

describe('the e-mails that name a reference', () => {
  const data = { firstName: 'Emma', reference: 'ADV-12345678', travellerCount: 1, amount: '49.99', decisionDays: 3 };
  it('end with the public tracking page for that reference, in the reader’s language', () => {
    const english = renderEmail('applicationConfirmation', data, 'en', {
      testPayments: false,
      appUrl: 'https://eta.example.com/',
    });
    expect(english.text).toContain('without signing in:\n\nhttps://eta.example.com/track?reference=ADV-12345678');
    const japanese = renderEmail('applicationConfirmation', data, 'ja', {
      testPayments: false,
      appUrl: 'https://eta.example.com',
    });
    expect(japanese.text).toContain('https://eta.example.com/ja/track?reference=ADV-12345678');
  });

  it('say the reference right after the sentence that names it, and link the tracking page in HTML', () => {
    const mail = renderEmail('applicationConfirmation', data, 'en', {
      testPayments: false,
      appUrl: 'https://eta.example.com',
    });
    expect(mail.text).toContain('Your reference number is:\n\nADV-12345678\n\nTravellers: 1.');
    expect(mail.html).toMatch(
      /Your reference number is:<\/p><p dir="ltr"[^>]*>ADV-12345678<\/p><p[^>]*>Travellers: 1\./,
    );
    expect(mail.html).toContain(
      '<a href="https://eta.example.com/track?reference=ADV-12345678" style="color:#0f3d5e">https://eta.example.com/track?reference=ADV-12345678</a>',
    );
  });

  it('give each traveller of a family their own subject when information is needed', () => {
    const request = (travellerName: string) =>
      renderEmail(
        'informationNeeded',
        {
          reference: 'ADV-12345678',
          travellerName,
          fields: [],
          documents: ['photo'],
          message: '',
          link: 'https://eta.example.com/application-fix/x',
          linkDays: 7,
        },
        'en',
      );
    const [first, second] = [request('Emma Smith'), request('Leo Smith')];
    expect(first.subject).toBe('Action needed for Emma Smith: ETA application ADV-12345678');
    expect(first.subject).not.toBe(second.subject);
    expect(first.html).toContain('<a href="https://eta.example.com/application-fix/x"');
  });

  it('a code e-mail carries no tracking link', () => {
    const code = renderEmail('verificationCode', { code: '123456' } as never, 'en', {
      testPayments: false,
      appUrl: 'https://eta.example.com',
    });
    expect(code.text).not.toContain('/track');
  });
});
