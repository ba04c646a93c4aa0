import type { Traveller } from '../../../core/admin-applications';
import type { PassportComparedField, PassportRead, PassportVerdict } from '../../../core/passport-check';
import { country, formatDate } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';

type Field = keyof Pick<
  Traveller,
  | 'lastName'
  | 'firstName'
  | 'passportNumber'
  | 'dateOfBirth'
  | 'nationality'
  | 'issuingCountry'
  | 'passportIssueDate'
  | 'passportExpiryDate'
>;
/** The value the scan's lines give for each compared field, as printed (codes in alpha-3). */
const readValue: Record<PassportComparedField, (mrz: PassportRead, language: string) => string> = {
  passportNumber: (mrz) => mrz.documentNumber,
  lastName: (mrz) => mrz.surname,
  firstName: (mrz) => mrz.givenNames,
  dateOfBirth: (mrz, language) => formatDate(mrz.dateOfBirth, language),
  passportExpiryDate: (mrz, language) => formatDate(mrz.expiryDate, language),
  nationality: (mrz) => mrz.nationality,
  issuingCountry: (mrz) => mrz.issuingCountry,
};

/**
 * What the traveller typed from their passport, to compare with the scan beside it; with the
 * server's passport check, the lines read beside each value and every difference marked in words
 * as well as colour (decision 034).
 */
export function PassportData({
  traveller,
  check,
  className = '',
}: {
  traveller: Traveller;
  check?: PassportVerdict;
  className?: string;
}) {
  const { t } = useTranslation(['admin', 'documentChecks']);
  const language = currentLanguage();
  const rows: [Field, string][] = [
    ['lastName', traveller.lastName ?? '—'],
    ['firstName', traveller.firstName ?? '—'],
    ['passportNumber', traveller.passportNumber ?? '—'],
    ['dateOfBirth', formatDate(traveller.dateOfBirth, language)],
    ['nationality', country(traveller.nationality, language)],
    ['issuingCountry', country(traveller.issuingCountry, language)],
    ['passportIssueDate', formatDate(traveller.passportIssueDate, language)],
    ['passportExpiryDate', formatDate(traveller.passportExpiryDate, language)],
  ];
  const mrz = check?.mrz;
  return (
    <>
      <dl className={`divide-y divide-slate-100 text-sm ${className}`} data-testid="passport-data">
        {rows.map(([field, value]) => {
          const compared = field in readValue ? readValue[field as PassportComparedField] : undefined;
          const differs = check?.differences.includes(field as PassportComparedField) ?? false;
          const confirmed = differs && check?.confirmed.includes(field);
          return (
            <div
              key={field}
              className={`flex flex-wrap justify-between gap-x-3 py-1.5 ${differs ? '-mx-2 rounded bg-red-50 px-2' : ''}`}
              data-testid={differs ? 'passport-difference' : undefined}
            >
              <dt className="text-slate-600">{t(`fields.${field}`)}</dt>
              <dd className="text-end font-medium text-slate-900">
                {value}
                {mrz && compared && (
                  <span className={`block text-xs ${differs ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
                    {t('documentChecks:passport.read')}: <span dir="ltr">{compared(mrz, language)}</span>
                    {differs && ` · ${t('documentChecks:passport.differs')}`}
                  </span>
                )}
                {confirmed && (
                  <span className="block text-xs text-slate-700">{t('documentChecks:passport.confirmed')}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {check && check.confirmed.length > 0 && (
        <p className="py-1.5 text-xs text-slate-700" data-testid="passport-confirmed">
          {t('documentChecks:passport.confirmedFields', {
            fields: check.confirmed.map((field) => t(`documentChecks:device.fields.${field}`)).join(', '),
          })}
        </p>
      )}
    </>
  );
}
