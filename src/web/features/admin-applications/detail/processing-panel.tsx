import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import type { AdminApplication, Traveller } from '../../../../core/admin-applications';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { relationshipLabel } from '../../../lib/relationship';
import { travellersOf } from '../../../lib/travellers';
import { useCopy } from '../../../lib/use-copy';
import { country } from '../format';
import { TravellerAnswersList } from './traveller-answers';

/** The Details tab: every traveller's data once, each value copied with a click (admin spec 'Applicant Data for Processing'). */
export function ProcessingPanel({ application }: { application: AdminApplication }) {
  const { t } = useTranslation(['adminApplications', 'admin']);
  const language = currentLanguage();
  const { copied, copy } = useCopy();
  const travellers = travellersOf(application);
  const [selected, setSelected] = useState('all');
  const shown =
    selected === 'all'
      ? travellers.map((traveller, index) => ({ traveller, index }))
      : [{ traveller: travellers[Number(selected)] as Traveller, index: Number(selected) }];
  const field = (key: string, label: string, value: string | null | undefined) => (
    <div key={key}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd>
        {value ? (
          <button
            type="button"
            onClick={() => copy(key, value)}
            className="inline-flex items-center gap-1 rounded px-1 text-start font-medium hover:bg-brand-50"
            title={t('detail.clickToCopy')}
          >
            {value}
            {copied === key ? (
              <Check className="h-3 w-3 text-emerald-600" aria-label={t('copied')} />
            ) : (
              <Copy className="h-3 w-3 text-slate-400" aria-hidden="true" />
            )}
          </button>
        ) : (
          '—'
        )}
      </dd>
    </div>
  );
  return (
    <section className="rounded-lg border border-brand-100 bg-brand-50 p-5" aria-labelledby="processing-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="processing-title" className="font-semibold text-brand-900">
          {t('detail.processingPanel')}
        </h2>
        <a
          href={`/api/admin/applications/${application.id}/export.csv`}
          download
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('detail.exportCsv')}
        </a>
      </div>
      {travellers.length > 1 && (
        <fieldset className="mt-3 flex flex-wrap gap-1">
          <legend className="sr-only">{t('detail.travellers')}</legend>
          {['all', ...travellers.map((_, index) => String(index))].map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={selected === value}
              onClick={() => setSelected(value)}
              className={`rounded-md px-3 py-1 text-sm ${selected === value ? 'bg-brand-700 text-white' : 'bg-white text-slate-700'}`}
            >
              {value === 'all' ? t('detail.allApplicants') : t('detail.applicant', { number: Number(value) + 1 })}
            </button>
          ))}
        </fieldset>
      )}
      {shown.map(({ traveller, index }) => (
        <div key={index} className="mt-4 text-sm">
          {/* The traveller's heading stands before the list: a <dl> holds only its terms and values. */}
          {travellers.length > 1 && (
            <p className="mb-3 font-semibold" data-testid="processing-traveller">
              {t('detail.applicant', { number: index + 1 })}
              {traveller.relationship && ` (${relationshipLabel(t, traveller.relationship)})`}
            </p>
          )}
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {field(`${index}-first`, t('admin:fields.firstName'), traveller.firstName)}
            {field(`${index}-last`, t('admin:fields.lastName'), traveller.lastName)}
            {field(`${index}-dob`, t('admin:fields.dateOfBirth'), traveller.dateOfBirth)}
            {field(
              `${index}-nat`,
              t('admin:fields.nationality'),
              traveller.nationality ? country(traveller.nationality, language) : null,
            )}
            {field(`${index}-passport`, t('admin:fields.passportNumber'), traveller.passportNumber)}
            {field(`${index}-issue`, t('admin:fields.passportIssueDate'), traveller.passportIssueDate)}
            {field(`${index}-expiry`, t('admin:fields.passportExpiryDate'), traveller.passportExpiryDate)}
            {field(
              `${index}-issuing`,
              t('admin:fields.issuingCountry'),
              traveller.issuingCountry ? country(traveller.issuingCountry, language) : null,
            )}
            {field(`${index}-email`, t('admin:fields.email'), traveller.email ?? application.email)}
            {field(`${index}-phone`, t('admin:fields.phone'), traveller.phone ?? application.phone)}
          </dl>
          <TravellerAnswersList answers={application.answers[index]} index={index} field={field} />
        </div>
      ))}
    </section>
  );
}
