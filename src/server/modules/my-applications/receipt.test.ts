import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageText } from '../../../../tests/setup/pdf-text';
import type { MyApplication } from '../../../core/my-applications';
import { receiptPdf } from './receipt';
import { visualPieces } from './receipt-writer';

const application = {
  referenceNumber: 'ADV-12345678',
  createdAt: '2026-11-20T10:00:00Z',
  processingType: 'priority',
  firstName: '山田',
  lastName: '太郎',
  nationality: 'JP',
  additionalApplicants: [
    { firstName: 'محمد', lastName: 'عبدالله', nationality: 'AE' },
    { firstName: 'Jan', lastName: 'Łukasiewicz', nationality: 'PL' },
    { firstName: '张', lastName: '伟', nationality: 'SE' },
  ],
  payment: {
    amountPence: 19996,
    paidAt: '2026-11-20T10:00:00Z',
    cardholderName: 'Åsa Öberg',
    brand: 'visa',
    maskedCard: '•••• 4242',
    expiry: '12/30',
  },
  refunds: [],
} as unknown as MyApplication;

const textOf = async (language: 'en' | 'ja' | 'ar' | 'zh' | 'sv') =>
  pageText(await PDFDocument.load(await receiptPdf(application, { testPayments: false, language })));

describe('the receipt PDF', () => {
  it('draws every name in its own script, with no missing glyph', async () => {
    const text = await textOf('en');
    expect(text).not.toContain('\uFFFD');
    expect(text).toContain('1. 山田 太郎 (Japan)');
    expect(text).toContain('3. Jan Łukasiewicz (Poland)');
    expect(text).toContain('4. 张 伟 (Sweden)');
    expect(text).toContain('Cardholder: Åsa Öberg');
    // Arabic reads back in the order it is drawn, right to left, shaped (each letter in its joined form).
    const arabic = text.split('\n').find((line) => line.startsWith('2. '));
    expect([...(arabic ?? '').replace(/^2\. | \(.*$/g, '')].reverse().join('')).toBe('محمد عبدالله');
    expect(text).not.toContain('?');
  });

  it('is written in the language asked for', async () => {
    const japanese = await textOf('ja');
    expect(japanese).toContain('お支払いの領収書');
    expect(japanese).toContain('参照番号：ADV-12345678');
    expect(japanese).toContain('1. 山田 太郎（日本）');
    expect(japanese).not.toContain('\uFFFD');
    const swedish = await textOf('sv');
    expect(swedish).toContain('Betalningskvitto');
    expect(swedish).toContain('3. Jan Łukasiewicz (Polen)');
    const arabic = await textOf('ar');
    expect(arabic).not.toContain('\uFFFD');
    expect(arabic).toContain('ADV-12345678');
  });

  it('lists the refunds, a reason the service gave in the reader’s language and staff’s words as written', async () => {
    const refunded = {
      ...application,
      refunds: [
        {
          amountPence: 4999,
          status: 'succeeded',
          reason: 'A traveller cancelled by the applicant before submission',
          createdAt: '2026-11-21T10:00:00Z',
        },
        { amountPence: 1000, status: 'pending', reason: 'Delay on our side', createdAt: '2026-11-22T10:00:00Z' },
        { amountPence: 500, status: 'failed', reason: 'Never reached the card', createdAt: '2026-11-22T11:00:00Z' },
      ],
    } as MyApplication;
    const text = async (language: 'en' | 'sv') =>
      pageText(await PDFDocument.load(await receiptPdf(refunded, { testPayments: false, language })));
    const english = await text('en');
    expect(english).toContain('£49.99 refunded – A traveller cancelled by the applicant before submission');
    expect(english).toContain('£10.00 refunded (being processed) – Delay on our side');
    expect(english).not.toContain('Never reached the card');
    expect(english).toContain('£139.97');
    const swedish = await text('sv');
    expect(swedish).toContain('En resenär avbokad av den sökande före inskickandet');
    expect(swedish).toContain('Delay on our side');
  });

  it('stays small: only the glyphs drawn are embedded', async () => {
    const bytes = await receiptPdf(application, { testPayments: false, language: 'zh' });
    expect(bytes.length).toBeLessThan(80_000);
  });
});

describe('right-to-left lines', () => {
  it('puts the runs of an Arabic line in visual order, the reference kept left to right', () => {
    // Leftmost first: the reference, then the label, whose glyphs fontkit shapes and lays out right to left.
    expect(visualPieces('الرقم المرجعي: ADV-12345678', 'rtl', 'ar')).toEqual([
      { family: 'latin', text: 'ADV-12345678', level: 2 },
      { family: 'arabic', text: 'الرقم المرجعي: ', level: 1 },
    ]);
  });

  it('mirrors the brackets of an Arabic run (fontkit does not) and leaves its shaping to fontkit', () => {
    expect(visualPieces('المعالجة \u0028عادية\u0029', 'rtl', 'ar')).toEqual([
      { family: 'arabic', text: 'المعالجة \u0029عادية\u0028', level: 1 },
    ]);
  });
});
