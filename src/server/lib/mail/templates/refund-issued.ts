import { formatMoney } from '../../../../core/format';
import { fill } from '../texts';
import { type ApplicationMailData, applicationMessage } from './template';

interface Data extends ApplicationMailData {
  amountPence: number;
}

/**
 * Sent to the traveller when a refund has been made, in the application's language. Honest about
 * timing: the provider has made the refund; the card issuer decides when it shows.
 */
export const refundIssued = applicationMessage('refundIssued', (data: Data, text, language) => [
  fill(text.body, { amount: formatMoney(data.amountPence, language), reference: data.reference }),
  text.timing,
  text.questions,
]);
