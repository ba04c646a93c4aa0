import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import { mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
}

/** Sent whenever an account's password changes (a reset, or staff setting a new one). */
const texts: Record<Language, { subject: string; body: string; after: string }> = mailTexts('passwordChanged');

export const passwordChanged: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return { subject: text.subject, paragraphs: [greet(language, data.firstName), text.body, text.after] };
  },
};
