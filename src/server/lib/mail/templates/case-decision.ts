import { intlLocaleOf } from '../../../../core/format';
import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

export type Decision = 'granted' | 'refused' | 'invalid';

interface Data {
  firstName?: string | null;
  reference: string;
  travellerName: string;
  decision: Decision;
  /** YYYY-MM-DD, formatted in the reader's language. */
  decisionDate: string;
  reason?: string | null;
}

/** What each decision means and what to do next (FACTS.md: no appeal after a refusal; the visa route). */
const visaUrl = 'https://www.gov.uk/standard-visitor';

const texts = mailTexts('caseDecision');

function formatDay(day: string, language: Language) {
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** One e-mail per traveller's Home Office decision, in the application's language. */
export const caseDecision: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    return {
      subject: fill(text.subject[data.decision], { traveller: data.travellerName, reference: data.reference }),
      paragraphs: [
        greet(language, data.firstName),
        ...Object.values(text.body[data.decision]).map((line) =>
          fill(line, {
            traveller: data.travellerName,
            date: formatDay(data.decisionDate, language),
            reason: data.reason?.trim() ?? '',
            visaUrl,
          }),
        ),
      ],
    };
  },
};
