import { officialEtaUrl } from '../../../../core/admin-queue';
import { formatMoney } from '../../../../core/format';
import { formatDate } from '../../../../core/format-time';
import { type Language, pluralForm } from '../../../../core/languages';
import { poundsToPence } from '../../../../core/money';
import { fill, mailTexts } from '../texts';
import { type ApplicationMailData, applicationMessage } from './template';

interface Data extends ApplicationMailData {
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

/**
 * Sent to the traveller when their paid application is created (with its reference). 'Your
 * reference number is:' is the second paragraph; the reference follows it.
 */
export const applicationConfirmation = applicationMessage(
  'applicationConfirmation',
  (data: Data, text, language) => [
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
  { referenceAfter: 2 },
);
