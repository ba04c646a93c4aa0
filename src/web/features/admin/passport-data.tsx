import type { Traveller } from '../../../core/admin';
import { country, formatDate } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';

/** What the traveller typed from their passport, to compare with the scan beside it. */
export function PassportData({ traveller, className = '' }: { traveller: Traveller; className?: string }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const rows: [string, string][] = [
    [t('fields.lastName'), traveller.lastName ?? '—'],
    [t('fields.firstName'), traveller.firstName ?? '—'],
    [t('fields.passportNumber'), traveller.passportNumber ?? '—'],
    [t('fields.dateOfBirth'), formatDate(traveller.dateOfBirth, language)],
    [t('fields.nationality'), country(traveller.nationality, language)],
    [t('fields.issuingCountry'), country(traveller.issuingCountry, language)],
    [t('fields.passportIssueDate'), formatDate(traveller.passportIssueDate, language)],
    [t('fields.passportExpiryDate'), formatDate(traveller.passportExpiryDate, language)],
  ];
  return (
    <dl className={`divide-y divide-slate-100 text-sm ${className}`} data-testid="passport-data">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-3 py-1.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
