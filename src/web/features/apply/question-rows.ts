import { countryName } from '../../../core/countries';
import { anyYes, type JobStatus, jobStatusesWithTitle, suitabilityQuestions } from '../../../core/traveller-questions';
import type { QuestionValues } from './question-values';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A row of 'Check your answers' for one of the Home Office's questions, with its Change link. */
export interface QuestionRow {
  key: string;
  label: string;
  value: string;
  field: string;
  changeLabel: string;
}

/** One traveller's answers on 'Check your answers', in the official form's order. */
export function questionRows(
  t: Translate,
  language: string,
  values: QuestionValues,
  index: number,
  main?: QuestionValues,
): QuestionRow[] {
  const id = (path: string) => `q-${index}-${path}`;
  const row = (key: string, value: string, field: string): QuestionRow => ({
    key: `q-${key}`,
    label: t(`questions.check.${key}`),
    value,
    field,
    changeLabel: t(`questions.check.change.${key}`),
  });
  const address = values.sameHomeAddress && main ? main.homeAddress : values.homeAddress;
  const yes = anyYes(
    Object.fromEntries(suitabilityQuestions.map((question) => [question, values.suitability[question] === 'yes'])),
  );
  const job = values.job.status ? t(`questions.job.statuses.${values.job.status}`) : '';
  return [
    row('sex', values.sex ? t(`questions.sex.${values.sex}`) : '', id('sex')),
    row(
      'otherNationalities',
      values.otherNationalities.length > 0
        ? values.otherNationalities.map((code) => countryName(code, language)).join(', ')
        : t('questions.none'),
      id('otherNationalities'),
    ),
    row(
      'homeAddress',
      [
        address.line1,
        address.line2,
        address.city,
        address.postcode,
        address.country ? countryName(address.country, language) : '',
      ]
        .filter((part) => part.trim())
        .join(', '),
      values.sameHomeAddress && main ? id('sameHomeAddress') : id('homeAddress-line1'),
    ),
    row(
      'job',
      jobStatusesWithTitle.includes(values.job.status as JobStatus) && values.job.title
        ? `${job}: ${values.job.title}`
        : job,
      id('job-status'),
    ),
    row(
      'suitability',
      yes ? t('questions.check.someYes', { details: values.suitability.details }) : t('questions.check.allNo'),
      id('suitability-seriousConviction'),
    ),
  ];
}
