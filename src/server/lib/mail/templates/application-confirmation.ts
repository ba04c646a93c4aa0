import { officialEtaUrl } from '../../../../core/admin-queue';
import { formatMoney } from '../../../../core/format';
import { formatDate } from '../../../../core/format-time';
import { type Language, pluralForm } from '../../../../core/languages';
import { poundsToPence } from '../../../../core/money';
import { greet } from '../greeting';
import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
  reference: string;
  travellerCount: number;
  /** Pounds as '49.99' (the shape queued e-mails already have); shown in the reader's money format. */
  amount: string;
  /** The government's usual decision time in working days (the visaProcessingTime setting). */
  decisionDays: number;
  /** Set when the arrival comes before the latest day a decision could come (core/decision-deadline.ts). */
  latestDecisionDay?: string;
}

/**
 * The form of a phrase for a number in a language ('1 working day', '3 working days'; Arabic has
 * six): mail.json's `days_<form>`, as i18next names plural forms.
 */
function forCount(language: Language, count: number, texts: object) {
  const forms = texts as Partial<Record<string, string>>;
  const form = forms[`days_${pluralForm(language, count)}`] ?? forms.days_other ?? '';
  return form.replace('{{count}}', String(count));
}

const texts = mailTexts('applicationConfirmation');

/** Sent to the traveller when their paid application is created (with its reference). */
export const applicationConfirmation: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    return {
      subject: fill(text.subject, { reference: data.reference }),
      paragraphs: [
        greet(language, data.firstName),
        text.body,
        fill(text.travellers, {
          count: data.travellerCount,
          amount: formatMoney(poundsToPence(Number(data.amount)), language),
        }),
        fill(text.next, { days: forCount(language, data.decisionDays, text) }),
        ...(data.latestDecisionDay
          ? [
              fill(mailTexts('reminders')[language].atRisk, {
                date: formatDate(data.latestDecisionDay, language),
                url: officialEtaUrl,
              }),
            ]
          : []),
      ],
      // 'Your reference number is:' is the second paragraph; the reference follows it.
      highlight: data.reference,
      highlightAt: 2,
    };
  },
};
