import type { ReactNode } from 'react';
import { convictionMonths, suitabilityQuestions, type TravellerAnswers } from '../../../../core/traveller-questions';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { country } from '../format';

/**
 * A traveller's answers to the Home Office's questions, in the official form's order, each value
 * copied with a click like the passport fields, so staff enter them on GOV.UK exactly as given
 * (decision 033). `field` is the panel's own copyable value.
 */
export function TravellerAnswersList({
  answers,
  index,
  field,
}: {
  answers: TravellerAnswers | undefined;
  index: number;
  field(key: string, label: string, value: string | null | undefined): ReactNode;
}) {
  const { t } = useTranslation('adminApplications');
  const language = currentLanguage();
  if (!answers) return null;
  const key = (name: string) => `${index}-q-${name}`;
  const address = answers.homeAddress;
  const suitability = answers.suitability;
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? null : value ? t('questions.yes') : t('questions.no');
  return (
    <>
      <p className="mt-4 mb-2 font-semibold">{t('questions.title')}</p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid={`answers-${index}`}>
        {field(key('sex'), t('questions.sex'), answers.sex ? t(`questions.sexes.${answers.sex}`) : null)}
        {field(
          key('nationalities'),
          t('questions.otherNationalities'),
          answers.otherNationalities.length > 0
            ? answers.otherNationalities.map((code) => country(code, language)).join(', ')
            : t('questions.none'),
        )}
        {field(key('line1'), t('questions.addressLine1'), address?.line1)}
        {field(key('line2'), t('questions.addressLine2'), address?.line2)}
        {field(key('city'), t('questions.city'), address?.city)}
        {field(key('postcode'), t('questions.postcode'), address?.postcode)}
        {field(key('country'), t('questions.country'), address ? country(address.country, language) : null)}
        {field(key('job'), t('questions.job'), answers.job ? t(`questions.jobs.${answers.job.status}`) : null)}
        {field(key('title'), t('questions.jobTitle'), answers.job?.title)}
        {suitabilityQuestions.map((question) =>
          field(
            key(question),
            t(`questions.suitability.${question}`, { months: convictionMonths }),
            yesNo(suitability?.[question]),
          ),
        )}
      </dl>
      {suitability?.details && (
        <dl className="mt-3" data-testid={`suitability-details-${index}`}>
          {field(key('details'), t('questions.details'), suitability.details)}
        </dl>
      )}
    </>
  );
}
