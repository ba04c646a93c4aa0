import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import { fill, type MailTemplateName, type MailTextsOf, mailTexts } from '../texts';

/**
 * A template turns data into a subject and paragraphs in one of the ten languages.
 * Register each template in ./index; enqueueEmail renders it when the message is queued.
 */
export interface EmailTemplate<Data> {
  render(
    data: Data,
    language: Language,
  ): {
    subject: string;
    paragraphs: string[];
    highlight?: string;
    /** How many paragraphs come before the highlight (all of them when absent). */
    highlightAt?: number;
  };
  /** The body holds a secret (a one-time code): the outbox forgets it once the message is sent. */
  carriesSecret?: boolean;
  /** The message is about the application `data.reference`: it ends with the link to the public /track page. */
  tracksReference?: boolean;
}

/** The e-mails whose words have a subject naming the application's reference. */
type ApplicationMailName = {
  [Name in MailTemplateName]: MailTextsOf<Name> extends { subject: string } ? Name : never;
}[MailTemplateName];

/**
 * A message to the traveller about one of their applications: the subject names its reference, the
 * greeting opens it, `body` writes the rest, and it ends with the link to /track. With
 * `referenceAfter`, the reference stands out after that many paragraphs (the greeting included).
 */
export function applicationMessage<Name extends ApplicationMailName, Data extends ApplicationMailData>(
  name: Name,
  body: (data: Data, text: MailTextsOf<Name>, language: Language) => string[],
  options: { referenceAfter?: number } = {},
): EmailTemplate<Data> {
  const texts = mailTexts(name);
  return {
    tracksReference: true,
    render(data, language) {
      const text = texts[language];
      return {
        subject: fill((text as { subject: string }).subject, { reference: data.reference }),
        paragraphs: [greet(language, data.firstName), ...body(data, text, language)],
        ...(options.referenceAfter === undefined
          ? {}
          : { highlight: data.reference, highlightAt: options.referenceAfter }),
      };
    },
  };
}

/** What every message about an application is given. */
export interface ApplicationMailData {
  firstName?: string | null;
  reference: string;
}
