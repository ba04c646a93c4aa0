import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { countryName } from '../../../core/countries';
import { formatPence } from '../../../core/money';
import type { MyApplication } from '../../../core/my-applications';
import { offeredProcessingType } from '../../../core/statuses';

export const notGovernmentStatement =
  'Advena is a private agency that helps travellers apply for the UK ETA. It is not the UK government ' +
  'and is not affiliated with GOV.UK. The price paid includes our service fee and the government fee.';

/**
 * The standard PDF fonts only encode WinAnsi: letters with accents lose them (Zoë → Zoe) and
 * anything else (Chinese, Arabic, …) becomes '?', so no name can break the receipt.
 */
export function pdfSafe(value: string): string {
  return Array.from(value.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .map((char) => (/^[\x20-\x7e£•–]$/.test(char) ? char : '?'))
    .join('');
}

const date = (value: string | null) =>
  value
    ? new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(value),
      )
    : '—';

/** Atop the receipt while the sandbox provider takes the payments (DECISIONS.md, 'Test payments'). */
// An en dash: the standard PDF font has no em dash (see pdfSafe).
export const testReceiptNotice = 'TEST – no real payment was taken';

/** The receipt of a paid application as a one-page A4 PDF; in test mode it says TEST at the top. */
export async function receiptPdf(
  application: MyApplication,
  mode: { testPayments: boolean } = { testPayments: false },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${mode.testPayments ? 'TEST ' : ''}Advena receipt ${application.referenceNumber}`);
  pdf.setAuthor('Advena');
  pdf.setCreator('Advena');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;

  const write = (text: string, options: { size?: number; font?: typeof regular; gap?: number } = {}) => {
    const size = options.size ?? 11;
    const font = options.font ?? regular;
    const words = pdfSafe(text).split(' ');
    let line = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const text of lines) {
      page.drawText(text, { x: margin, y, size, font, color: rgb(0.1, 0.12, 0.16) });
      y -= size * 1.35;
    }
    y -= options.gap ?? 0;
  };
  const row = (label: string, value: string) => write(`${label}: ${value}`);

  if (mode.testPayments) write(testReceiptNotice, { size: 13, font: bold, gap: 8 });
  write('Advena', { size: 22, font: bold, gap: 4 });
  write('Payment receipt', { size: 15, font: bold, gap: 12 });
  row('Reference', application.referenceNumber);
  row('Application date', date(application.createdAt));
  row(
    'Processing',
    application.processingType === offeredProcessingType
      ? 'Priority Processing (24-48 hours)'
      : application.processingType,
  );
  y -= 10;
  write('Travellers', { size: 13, font: bold, gap: 2 });
  const travellers = [
    { firstName: application.firstName, lastName: application.lastName, nationality: application.nationality },
    ...application.additionalApplicants,
  ];
  travellers.forEach((traveller, index) => {
    const name = [traveller.firstName, traveller.lastName].filter(Boolean).join(' ');
    const nationality = traveller.nationality ? ` (${countryName(traveller.nationality, 'en')})` : '';
    write(`${index + 1}. ${name}${nationality}`);
  });
  y -= 10;
  write('Payment', { size: 13, font: bold, gap: 2 });
  row('Amount charged', `£${formatPence(application.payment.amountPence)}`);
  row('Payment date', date(application.payment.paidAt));
  if (application.payment.cardholderName) row('Cardholder', application.payment.cardholderName);
  if (application.payment.maskedCard) {
    const brand = application.payment.brand ? `${application.payment.brand.toUpperCase()} ` : '';
    row('Card', `${brand}${application.payment.maskedCard}`);
  }
  if (application.payment.expiry) row('Card expiry', application.payment.expiry);
  const refunds = application.refunds.filter((refund) => refund.status !== 'failed');
  if (refunds.length > 0) {
    y -= 10;
    write('Refunds', { size: 13, font: bold, gap: 2 });
    for (const refund of refunds) {
      const state = refund.status === 'pending' ? ' (being processed)' : '';
      row(date(refund.createdAt), `£${formatPence(refund.amountPence)} refunded${state} – ${refund.reason}`);
    }
    const refunded = refunds.reduce((sum, refund) => sum + refund.amountPence, 0);
    write(`Net paid: £${formatPence(Math.max(0, application.payment.amountPence - refunded))}`, { font: bold });
  }
  y -= 18;
  write(notGovernmentStatement, { size: 10 });
  return pdf.save();
}
