import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import { mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
}

/**
 * Sent instead of a second account when someone registers with an address that has one: the
 * registration answers as if it were new (nothing revealed), and the owner learns of it here.
 */
const texts: Record<Language, { subject: string; body: string; after: string }> = mailTexts('accountExists');

export const accountExists: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return { subject: text.subject, paragraphs: [greet(language, data.firstName), text.body, text.after] };
  },
};
