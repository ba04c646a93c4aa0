import type { ReactNode } from 'react';
import { type Control, type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { expiresWithinWarningMonths, localToday } from '../../../core/applications';
import { isCountryCode } from '../../../core/countries';
import { etaStatusOf } from '../../../core/eta-nationalities';
import { maxLengths } from '../../../core/limits';
import { RelationshipOptions } from '../../components/relationship-options';
import { DateField } from '../../components/ui/date-input';
import { useTranslation } from '../../lib/i18n';
import { dateHint } from './date-hint';
import { CountryOptions, describedBy, Field, inputClass } from './form-bits';

export const dateFields = new Set(['dateOfBirth', 'passportIssueDate', 'passportExpiryDate']);
/** The longest each text answer may be: the schema refuses more, so typing stops there. */
const maxLengthOf: Partial<Record<string, number>> = {
  firstName: maxLengths.name,
  lastName: maxLengths.name,
  email: maxLengths.email,
  phone: maxLengths.phone,
  passportNumber: maxLengths.passportNumber,
};

/** The browser's autofill names of the main traveller's own details; a family member's are 'off'. */
export const ownAutoComplete: Partial<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  dateOfBirth: 'bday',
};

/** One traveller detail of the wizard: a country list or a text input, with its label, hint and error. */
export function TravellerField({
  id,
  name,
  error,
  warning,
  autoComplete,
  registration,
  control,
}: {
  id: string;
  name: string;
  error: string | undefined;
  warning?: ReactNode;
  autoComplete: string;
  registration: UseFormRegisterReturn;
  // biome-ignore lint/suspicious/noExplicitAny: the primary applicant's form or a family member's
  control: Control<any, any, any>;
}) {
  const { t } = useTranslation('apply');
  const picked = useWatch({ control, name, disabled: name !== 'nationality' });
  // A nationality that needs a visa, or nothing, is said beside the field as soon as it is picked.
  const advice = name === 'nationality' ? nationalityNotice(picked) : warning;
  const isDate = dateFields.has(name);
  if (isDate) {
    return (
      <Field id={id} label={t(`fields.${name}`)} error={error} hint={dateHint(t, name)} warning={advice} group>
        <DateField
          id={id}
          name={name}
          control={control}
          invalid={Boolean(error)}
          birthday={autoComplete === 'bday'}
          describedBy={describedBy(id, error, true, Boolean(advice))['aria-describedby']}
        />
      </Field>
    );
  }
  const nameHint = name === 'firstName' || name === 'lastName' ? t('names.latinHint') : undefined;
  return (
    <Field id={id} label={t(`fields.${name}`)} error={error} warning={advice} hint={nameHint}>
      {name === 'nationality' || name === 'issuingCountry' ? (
        <select id={id} className={inputClass} {...describedBy(id, error, false, Boolean(advice))} {...registration}>
          <CountryOptions nationality={name === 'nationality'} />
        </select>
      ) : name === 'relationship' ? (
        // A code, in the reader's words (staff read 'child', not '息子').
        <select id={id} className={inputClass} {...describedBy(id, error, false, false)} {...registration}>
          <RelationshipOptions />
        </select>
      ) : (
        <input
          id={id}
          className={inputClass}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          autoComplete={autoComplete}
          maxLength={maxLengthOf[name]}
          {...describedBy(id, error, Boolean(nameHint), Boolean(advice))}
          {...registration}
        />
      )}
    </Field>
  );
}

/** The spec's 6-month sentence as a warning, not an error (docs/decisions/047-the-first-readings-of-the-spec.md, 'Passport validity'). */
function PassportWarning() {
  const { t } = useTranslation('apply');
  return (
    <>
      <p className="font-semibold">{t('validation.passportSixMonths')}</p>
      <p>{t('fields.passportWarningNote')}</p>
    </>
  );
}
export const passportWarning = (expiry: string | undefined) =>
  expiresWithinWarningMonths(expiry?.trim() ?? '', localToday()) ? <PassportWarning /> : undefined;

/**
 * Said as soon as a nationality is picked, before anything is typed or paid: a visa national
 * needs a visa, a British or Irish citizen nothing (the step's rule refuses both too).
 */
/** GOV.UK's own check of which visa a nationality needs. */
const visaCheckUrl = 'https://www.gov.uk/check-uk-visa';

function NationalityNotice({ status }: { status: 'visa' | 'none' }) {
  const { t } = useTranslation('apply');
  return (
    <div data-testid="nationality-notice">
      <p className="font-semibold">
        {t(status === 'visa' ? 'validation.nationalityVisa' : 'validation.nationalityNoEta')}
      </p>
      {status === 'visa' && (
        <p>
          <a href={visaCheckUrl} className="underline" rel="noopener noreferrer" target="_blank">
            {t('fields.visaLink')}
          </a>
        </p>
      )}
    </div>
  );
}

function nationalityNotice(code: unknown) {
  if (typeof code !== 'string' || !isCountryCode(code)) return undefined;
  const status = etaStatusOf(code, localToday());
  return status === 'eta' ? undefined : <NationalityNotice status={status} />;
}
