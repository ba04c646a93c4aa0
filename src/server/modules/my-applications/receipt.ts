import { PDFDocument } from 'pdf-lib';
import { countryName } from '../../../core/countries';
import { formatMoney } from '../../../core/format';
import { directionOf, type Language } from '../../../core/languages';
import type { MyApplication } from '../../../core/my-applications';
import { ReceiptFonts } from './receipt-fonts';
import { processingName, receiptText, refundReasonText } from './receipt-texts';
import { ReceiptWriter } from './receipt-writer';

/**
 * The receipt of a paid application as a one-page A4 PDF in the reader's language, every name in
 * its own script (decision 024); in test mode it says TEST at the top (docs/decisions/047-the-first-readings-of-the-spec.md, 'Test payments').
 */
export async function receiptPdf(
  application: MyApplication,
  options: { testPayments: boolean; language: Language } = { testPayments: false, language: 'en' },
): Promise<Uint8Array> {
  const { language } = options;
  const text = (key: Parameters<typeof receiptText>[1], values?: Record<string, string | number>) =>
    receiptText(language, key, values);
  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(language, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(value),
        )
      : '—';
  const money = (pence: number) => formatMoney(pence, language);

  const pdf = await PDFDocument.create();
  pdf.setTitle(
    `${options.testPayments ? 'TEST ' : ''}${text('documentTitle', { reference: application.referenceNumber })}`,
  );
  pdf.setLanguage(language);
  pdf.setAuthor('Advena');
  pdf.setCreator('Advena');
  const page = pdf.addPage([595.28, 841.89]);
  const fonts = new ReceiptFonts(pdf);
  const writer = new ReceiptWriter(page, fonts, {
    margin: 56,
    language,
    direction: directionOf(language),
  });
  const heading = (value: string) => writer.write(value, { size: 13, weight: 'bold', gap: 2 });

  if (options.testPayments) await writer.write(text('testNotice'), { size: 13, weight: 'bold', gap: 8 });
  await writer.write('Advena', { size: 22, weight: 'bold', gap: 4 });
  await writer.write(text('title'), { size: 15, weight: 'bold', gap: 12 });
  await writer.write(text('reference', { value: application.referenceNumber }));
  await writer.write(text('applicationDate', { value: date(application.createdAt) }));
  await writer.write(text('processing', { value: processingName(language, application.processingType) }));
  writer.space(10);
  await heading(text('travellers'));
  const travellers = [
    { firstName: application.firstName, lastName: application.lastName, nationality: application.nationality },
    ...application.additionalApplicants,
  ];
  for (const [index, traveller] of travellers.entries()) {
    const name = [traveller.firstName, traveller.lastName].filter(Boolean).join(' ');
    await writer.write(
      traveller.nationality
        ? text('traveller', { number: index + 1, name, nationality: countryName(traveller.nationality, language) })
        : text('travellerName', { number: index + 1, name }),
    );
  }
  writer.space(10);
  const { payment } = application;
  await heading(text('payment'));
  await writer.write(text('amountCharged', { value: money(payment.amountPence) }));
  // The price and government fee it was paid under (decision 037), not today's.
  await writer.write(
    text('priceBreakdown', {
      price: money(application.travellerPricePence),
      fee: money(payment.governmentFeePence),
    }),
  );
  await writer.write(text('paymentDate', { value: date(payment.paidAt) }));
  if (payment.cardholderName) await writer.write(text('cardholder', { value: payment.cardholderName }));
  if (payment.maskedCard) {
    const brand = payment.brand ? `${payment.brand.toUpperCase()} ` : '';
    await writer.write(text('card', { value: `${brand}${payment.maskedCard}` }));
  }
  if (payment.expiry) await writer.write(text('cardExpiry', { value: payment.expiry }));
  const refunds = application.refunds.filter((refund) => refund.status !== 'failed');
  if (refunds.length > 0) {
    writer.space(10);
    await heading(text('refunds'));
    for (const refund of refunds) {
      const values = {
        date: date(refund.createdAt),
        amount: money(refund.amountPence),
        reason: refundReasonText(language, refund.reason),
      };
      await writer.write(text(refund.status === 'pending' ? 'refundPending' : 'refund', values));
    }
    const refunded = refunds.reduce((sum, refund) => sum + refund.amountPence, 0);
    await writer.write(text('netPaid', { amount: money(Math.max(0, payment.amountPence - refunded)) }), {
      weight: 'bold',
    });
  }
  writer.space(18);
  await writer.write(text('notGovernment'), { size: 10 });
  await fonts.embed();
  return pdf.save();
}
