import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import { mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  /** The sender's name, only when it is safe to greet by it (see createContactMessage); else a neutral greeting. */
  name: string | null;
  /** Contact Support requests are answered 'as soon as possible' (spec §8). */
  support: boolean;
}

// The sender's own message is deliberately not repeated: the form must not become a way to
// send chosen text to any address.
const texts: Record<Language, { subject: string; received: string; support: string; next: string }> =
  mailTexts('contactAcknowledgement');

export const contactAcknowledgement: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return {
      subject: text.subject,
      paragraphs: [greet(language, data.name?.slice(0, 80)), data.support ? text.support : text.received, text.next],
    };
  },
};
