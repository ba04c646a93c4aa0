import { describe, expect, it } from 'vitest';
import { cardCodes, cardholderNameCodes } from '../../../core/applications';
import { cardRefusals } from './card-refusals';

/** The form's words for a code, as `useFieldMessage` gives them. */
const t = (code: string) => `«${code}»`;

describe("the sandbox card's refusals at their fields", () => {
  it('puts a card that is not a test card at the number, and an expired one at the expiry, in the words of the code', () => {
    const notATestCard = { code: 'NOT_A_TEST_CARD', fieldErrors: { cardNumber: 'This is a test payment system…' } };
    expect(cardRefusals(notATestCard, 'Nur die Testkarte …', t)).toEqual({ cardNumber: 'Nur die Testkarte …' });
    expect(cardRefusals({ code: 'CARD_EXPIRED', fieldErrors: { expiry: 'x' } }, 'Abgelaufen', t)).toEqual({
      expiry: 'Abgelaufen',
    });
  });

  it("puts the server's field errors at their fields in the reader's words, only the form's fields", () => {
    const body = {
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        cardholderName: cardholderNameCodes.tooShort,
        cardNumber: cardCodes.cardNumber,
        expiry: cardCodes.expiry,
        cvc: cardCodes.cvc,
        paymentIntentId: 'Required',
      },
    };
    expect(cardRefusals(body, 'Bitte prüfen', t)).toEqual({
      cardholderName: '«CARDHOLDER_NAME_TOO_SHORT»',
      cardNumber: '«CARD_CARD_NUMBER»',
      expiry: '«CARD_EXPIRY»',
      cvc: '«CARD_CVC»',
    });
  });

  it('leaves a declined card to the message above the form', () => {
    expect(cardRefusals({ code: 'CARD_DECLINED' }, 'Abgelehnt', t)).toEqual({});
    expect(cardRefusals(undefined, '', t)).toEqual({});
  });
});
