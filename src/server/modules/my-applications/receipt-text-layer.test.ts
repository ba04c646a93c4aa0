import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { MyApplication } from '../../../core/my-applications';
import { receiptPdf } from './receipt';
import { ReceiptFonts } from './receipt-fonts';

const application = {
  referenceNumber: 'ADV-12345678',
  createdAt: '2026-11-20T10:00:00Z',
  processingType: 'priority',
  firstName: 'علي',
  lastName: 'الشامي',
  nationality: 'AE',
  travellerPricePence: 4999,
  additionalApplicants: [{ firstName: 'Ana', lastName: 'Smith', nationality: 'PL' }],
  payment: {
    amountPence: 9998,
    governmentFeePence: 1600,
    paidAt: '2026-11-20T10:00:00Z',
    cardholderName: 'Ana Smith',
    brand: 'visa',
    maskedCard: '•••• 4242',
    expiry: '12/30',
  },
  refunds: [],
} as unknown as MyApplication;

/** The text a reader copies out of the PDF, as poppler's pdftotext gives it, without its direction marks. */
function copiedText(bytes: Uint8Array): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-'));
  try {
    const file = path.join(folder, 'receipt.pdf');
    fs.writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /[\u200e\u200f\u202a-\u202e]/g,
      '',
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe('the Arabic receipt’s text layer (read by pdftotext, Debian poppler-utils)', () => {
  it('copies out each Arabic word as the letters written, in logical order, brackets and final ي as written', async () => {
    const text = copiedText(await receiptPdf(application, { testPayments: false, language: 'ar' }));
    // Letters that share a dotless body in the font (ت ي ن ب, ف ق, ح ج خ) each copy out as themselves.
    expect(text).toContain('تاريخ الطلب');
    expect(text).toContain('نوفمبر');
    expect(text).toContain('الرسوم الحكومية');
    // A final ي is ي (U+064A) with its dots, not the dotless ى.
    expect(text).toContain('\u0639\u0644\u064a \u0627\u0644\u0634\u0627\u0645\u064a');
    // The brackets around a nationality read as written: opening first.
    expect(text).toContain('(الإمارات العربية المتحدة)');
    // A line that mixes a Latin name with Arabic is reordered by pdftotext's own rule, not the
    // Unicode one, so only its words are checked.
    expect(text).toContain('Ana Smith');
    expect(text).toContain('بولندا');
    // A shadda and a fatha stay on their letter, in the order written.
    expect(text).toContain('المبلغ المحصَّل');
    expect(text).toContain('ADV-12345678');
    expect(text).not.toMatch(/تارتخ|نوقمبر|الجكومية|الميجدة/);
  });

  it('draws the dots of a final ي below the letter, where fontkit places them', async () => {
    const font = new ReceiptFonts(await PDFDocument.create()).font('arabic', 'regular');
    for (const word of ['علي', 'في']) {
      const { glyphs } = font.shape(word);
      const yeh = glyphs.find((glyph) => font.entry(glyph.code).text === 'ي');
      expect(yeh, word).toBeDefined();
      const body = { from: yeh?.x ?? 0, to: (yeh?.x ?? 0) + font.entry(yeh?.code ?? 0).width };
      // The two dots below ي: a glyph standing for no text, lowered, moved in from the letter's edge.
      const dots = glyphs.filter(
        (glyph) => font.entry(glyph.code).text === '' && glyph.y < -100 && glyph.x > body.from && glyph.x < body.to,
      );
      expect(dots.length, word).toBeGreaterThan(0);
    }
  });
});
