import { intlLocaleOf } from '../../../../core/format';
import type { Language } from '../../../../core/languages';
import { deletionNotice } from '../deletion-notice';
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
  /** Every traveller's outcome once the whole family is decided (docs/decisions/030-decisions-recorded-per-traveller.md, 'A family's outcome'). */
  family?: { name: string; status: 'granted' | 'refused' | 'cancelled' }[] | null;
  /** The day the documents will be deleted, once every traveller is decided (decision 016). */
  documentsDeletedOn?: string | null;
}

const familyTexts = mailTexts('familyOutcome');

/** 'Everyone on ADV-…: Partly approved, 1 of 2 refused' and one line per traveller. */
function familyLines(data: Data, language: Language): string[] {
  if (!data.family || data.family.length < 2) return [];
  const text = familyTexts[language];
  const counted = data.family.filter((item) => item.status !== 'cancelled');
  const refused = counted.filter((item) => item.status === 'refused').length;
  const summary =
    refused === 0
      ? text.allGranted
      : refused === counted.length
        ? text.allRefused
        : fill(text.partly, { refused: String(refused), total: String(counted.length) });
  return [
    `${fill(text.title, { reference: data.reference })} ${summary}`,
    ...data.family.map((item) => fill(text.line, { traveller: item.name, status: text.status[item.status] })),
  ];
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
        ...familyLines(data, language),
        ...deletionNotice(language, data.documentsDeletedOn),
      ],
    };
  },
};
