import type { Language } from '../../../../core/languages';
import { oneTimeCodeLifetimeMinutes } from '../../../../core/limits';
import { greet } from '../greeting';
import type { EmailTemplate } from './template';

export interface CodeData {
  firstName?: string | null;
  code: string;
}

/** The words of a code e-mail; `expiry` says '{{minutes}}' where the code's lifetime goes. */
export type CodeTexts = Record<Language, { subject: string; body: string; expiry: string }>;

/** An e-mail carrying a one-time code: greeting, what it is for, the code, how long it works. */
export function codeTemplate(texts: CodeTexts): EmailTemplate<CodeData> {
  return {
    carriesSecret: true,
    render(data, language) {
      const text = texts[language];
      return {
        subject: text.subject,
        paragraphs: [
          greet(language, data.firstName),
          text.body,
          text.expiry.replace('{{minutes}}', String(oneTimeCodeLifetimeMinutes)),
        ],
        highlight: data.code,
      };
    },
  };
}
