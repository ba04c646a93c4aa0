import { formatMoney } from '../../../../core/format';
import { poundsToPence } from '../../../../core/money';
import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  reference: string;
  applicantName: string;
  travellerCount: number;
  /** Pounds as '49.99' (the shape queued e-mails already have); shown in the reader's money format. */
  amount: string;
}

const texts = mailTexts('adminNewApplication');

/** Tells every admin that a paid application arrived (when enabled in settings). */
export const adminNewApplication: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return {
      subject: fill(text.subject, { reference: data.reference }),
      paragraphs: [
        fill(text.body, {
          name: data.applicantName,
          count: data.travellerCount,
          amount: formatMoney(poundsToPence(Number(data.amount)), language),
        }),
      ],
      highlight: data.reference,
    };
  },
};
