import type { ReactNode } from 'react';
import { countryName } from '../../../core/countries';
import {
  anyYes,
  convictionMonths,
  type JobStatus,
  jobStatuses,
  jobStatusesWithTitle,
  questionLimits,
  sexes,
  suitabilityQuestions,
} from '../../../core/traveller-questions';
import { useTranslation } from '../../lib/i18n';
import { CountryOptions, describedBy, Field, inputClass } from './form-bits';
import type { QuestionValues } from './question-values';
import { SuitabilityWarning } from './suitability-warning';

const legendClass = 'text-base font-bold text-slate-900';

/** A GOV.UK radio group: the wizard's field set with its legend, hint and error; the first radio takes the group's id. */
function Radios({
  id,
  legend,
  hint,
  error,
  options,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  options: { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="mt-4">
      <Field id={id} label={legend} hint={hint} error={error} group>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {options.map((option, index) => (
            <label key={option.value} className="inline-flex min-h-6 items-center gap-2">
              <input
                type="radio"
                id={index === 0 ? id : `${id}-${option.value}`}
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="h-5 w-5"
                {...describedBy(id, error, Boolean(hint))}
              />
              {option.label}
            </label>
          ))}
        </div>
      </Field>
    </div>
  );
}

/** One traveller's answers: each topic its own section, in the official form's order. */
export function TravellerQuestions({
  index,
  name,
  values,
  main,
  errorOf,
  onChange,
  afterSex,
}: {
  index: number;
  name: string;
  values: QuestionValues;
  /** The sex's difference from the passport's lines, where it is answered (decision 044). */
  afterSex?: ReactNode;
  /** The primary applicant's answers, for a family member's 'same home address' tick. */
  main?: QuestionValues;
  errorOf(id: string): string | undefined;
  onChange(values: QuestionValues): void;
}) {
  const { t, i18n } = useTranslation('apply');
  const id = (path: string) => `q-${index}-${path}`;
  const set = (patch: Partial<QuestionValues>) => onChange({ ...values, ...patch });
  const address = values.homeAddress;
  const setAddress = (key: keyof QuestionValues['homeAddress'], value: string) =>
    set({ homeAddress: { ...address, [key]: value } });
  const yesNo = [
    { value: 'yes', label: t('questions.suitability.yes') },
    { value: 'no', label: t('questions.suitability.no') },
  ];
  const declared = anyYes(
    Object.fromEntries(suitabilityQuestions.map((question) => [question, values.suitability[question] === 'yes'])),
  );
  const addressField = (key: 'line1' | 'line2' | 'city' | 'postcode', max: number, autoComplete: string) => {
    const fieldId = id(`homeAddress-${key}`);
    const error = errorOf(fieldId);
    return (
      <Field id={fieldId} label={t(`questions.address.${key}`)} error={error}>
        <input
          id={fieldId}
          className={inputClass}
          maxLength={max}
          autoComplete={index === 0 ? autoComplete : 'off'}
          value={address[key]}
          onChange={(event) => setAddress(key, event.target.value)}
          {...describedBy(fieldId, error)}
        />
      </Field>
    );
  };

  return (
    <section className="mt-8 border-t border-slate-200 pt-6" data-testid={`questions-traveller-${index + 1}`}>
      <h3 className="text-lg font-bold text-brand-900">{t('questions.traveller', { number: index + 1, name })}</h3>

      <Radios
        id={id('sex')}
        legend={t('questions.sex.legend')}
        error={errorOf(id('sex'))}
        options={sexes.map((sex) => ({ value: sex, label: t(`questions.sex.${sex}`) }))}
        value={values.sex}
        onChange={(sex) => set({ sex })}
      />
      {afterSex}

      <div className="mt-6">
        <Field
          id={id('otherNationalities')}
          label={t('questions.nationalities.legend')}
          hint={t('questions.nationalities.hint')}
          error={errorOf(id('otherNationalities'))}
        >
          <select
            id={id('otherNationalities')}
            className={inputClass}
            value=""
            disabled={values.otherNationalities.length >= questionLimits.otherNationalities}
            onChange={(event) => {
              const code = event.target.value;
              if (code && !values.otherNationalities.includes(code))
                set({ otherNationalities: [...values.otherNationalities, code] });
            }}
            {...describedBy(id('otherNationalities'), errorOf(id('otherNationalities')), true)}
          >
            <CountryOptions nationality />
          </select>
        </Field>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('questions.nationalities.chosen')}>
          {values.otherNationalities.length === 0 && <li className="text-sm text-slate-600">{t('questions.none')}</li>}
          {values.otherNationalities.map((code) => (
            <li key={code} className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm">
              {countryName(code, i18n.language)}
              <button
                type="button"
                className="min-h-6 min-w-6 text-brand-700 underline"
                aria-label={t('questions.nationalities.remove', { country: countryName(code, i18n.language) })}
                onClick={() => set({ otherNationalities: values.otherNationalities.filter((item) => item !== code) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>

      <fieldset className="mt-6">
        <legend className={legendClass}>{t('questions.address.legend')}</legend>
        {main && (
          <label className="mt-2 inline-flex min-h-6 items-center gap-2">
            <input
              type="checkbox"
              id={id('sameHomeAddress')}
              className="h-5 w-5"
              checked={values.sameHomeAddress}
              onChange={(event) => set({ sameHomeAddress: event.target.checked })}
            />
            {t('questions.address.same')}
          </label>
        )}
        {!(main && values.sameHomeAddress) && (
          <div className="mt-2 grid gap-4 md:grid-cols-2">
            {addressField('line1', questionLimits.addressLine, 'address-line1')}
            {addressField('line2', questionLimits.addressLine, 'address-line2')}
            {addressField('city', questionLimits.city, 'address-level2')}
            {addressField('postcode', questionLimits.postcode, 'postal-code')}
            <Field
              id={id('homeAddress-country')}
              label={t('questions.address.country')}
              error={errorOf(id('homeAddress-country'))}
            >
              <select
                id={id('homeAddress-country')}
                className={inputClass}
                value={address.country}
                onChange={(event) => setAddress('country', event.target.value)}
                {...describedBy(id('homeAddress-country'), errorOf(id('homeAddress-country')))}
              >
                <CountryOptions />
              </select>
            </Field>
          </div>
        )}
      </fieldset>

      <Radios
        id={id('job-status')}
        legend={t('questions.job.legend')}
        error={errorOf(id('job-status'))}
        options={jobStatuses.map((status) => ({ value: status, label: t(`questions.job.statuses.${status}`) }))}
        value={values.job.status}
        onChange={(status) => set({ job: { ...values.job, status } })}
      />
      {jobStatusesWithTitle.includes(values.job.status as JobStatus) && (
        <div className="mt-3 max-w-md">
          <Field id={id('job-title')} label={t('questions.job.title')} error={errorOf(id('job-title'))}>
            <input
              id={id('job-title')}
              className={inputClass}
              maxLength={questionLimits.jobTitle}
              value={values.job.title}
              onChange={(event) => set({ job: { ...values.job, title: event.target.value } })}
              {...describedBy(id('job-title'), errorOf(id('job-title')))}
            />
          </Field>
        </div>
      )}

      <fieldset className="mt-6">
        <legend className={legendClass}>{t('questions.suitability.legend')}</legend>
        <p className="mt-1 text-sm text-slate-600">{t('questions.suitability.hint')}</p>
        {suitabilityQuestions.map((question) => (
          <Radios
            key={question}
            id={id(`suitability-${question}`)}
            legend={t(`questions.suitability.${question}`, { months: convictionMonths })}
            error={errorOf(id(`suitability-${question}`))}
            options={yesNo}
            value={values.suitability[question]}
            onChange={(answer) => set({ suitability: { ...values.suitability, [question]: answer as 'yes' | 'no' } })}
          />
        ))}
        {declared && (
          <>
            <div className="mt-4">
              <Field
                id={id('suitability-details')}
                label={t('questions.suitability.details')}
                hint={t('questions.suitability.detailsHint')}
                error={errorOf(id('suitability-details'))}
              >
                <textarea
                  id={id('suitability-details')}
                  rows={5}
                  maxLength={questionLimits.details}
                  className={inputClass}
                  value={values.suitability.details}
                  onChange={(event) => set({ suitability: { ...values.suitability, details: event.target.value } })}
                  {...describedBy(id('suitability-details'), errorOf(id('suitability-details')), true)}
                />
              </Field>
            </div>
            <SuitabilityWarning />
          </>
        )}
      </fieldset>
    </section>
  );
}
