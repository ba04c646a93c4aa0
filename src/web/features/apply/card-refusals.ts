import { refusalCodes } from '../../../core/errors';

export const cardFields = ['cardholderName', 'cardNumber', 'expiry', 'cvc'] as const;
export type CardField = (typeof cardFields)[number];
export type CardErrors = Partial<Record<CardField, string>>;

/** The refusals that are about one field, by their code. */
const fieldOfCode: Readonly<Record<string, CardField>> = {
  [refusalCodes.notATestCard]: 'cardNumber',
  [refusalCodes.cardExpired]: 'expiry',
};

/**
 * Where the sandbox's refusal of a card belongs on the form: a refusal about one field (not a test
 * card, expired) at that field in the words of its code (`codeWords`), and the server's own field
 * errors (the core rules' codes, decision 051) at theirs in the reader's words (`say`).
 */
export function cardRefusals(
  body: { code?: string; fieldErrors?: Record<string, string> } | undefined,
  codeWords: string,
  say: (code: string) => string | undefined,
): CardErrors {
  const errors: CardErrors = {};
  const byCode = body?.code ? fieldOfCode[body.code] : undefined;
  if (byCode) errors[byCode] = codeWords;
  for (const [field, message] of Object.entries(body?.fieldErrors ?? {})) {
    const name = cardFields.find((candidate) => candidate === field);
    if (name && !errors[name]) errors[name] = say(message) ?? message;
  }
  return errors;
}
