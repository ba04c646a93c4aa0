import { formatMoney } from '../../../../core/format';
import { greet } from '../greeting';
import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
  reference: string;
  amountPence: number;
}

// Honest about timing: the provider has made the refund; the card issuer decides when it shows.
const texts = mailTexts('refundIssued');

/** Sent to the traveller when a refund has been made, in the application's language. */
export const refundIssued: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    return {
      subject: fill(text.subject, { reference: data.reference }),
      paragraphs: [
        greet(language, data.firstName),
        fill(text.body, { amount: formatMoney(data.amountPence, language), reference: data.reference }),
        text.timing,
        text.questions,
      ],
    };
  },
};
