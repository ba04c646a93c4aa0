import { englishOfField } from '../../src/core/field-messages';

/**
 * A refusal's field errors (codes, decision 051) in the API's English, so a test can say which
 * rule refused in the rule's own words.
 */
export const englishFieldErrors = (body: { fieldErrors?: Record<string, string> }): Record<string, string> =>
  Object.fromEntries(Object.entries(body.fieldErrors ?? {}).map(([field, code]) => [field, englishOfField(code)]));
