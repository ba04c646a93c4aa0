import { countriesFor } from '../../../../core/countries';
import { processingTypes } from '../../../../core/statuses';
import type { ListState } from '../../../components/admin/list-params';
import { currentLanguage, useTranslation } from '../../../lib/i18n';

export type MoreFilterValues = {
  nationality: string;
  submittedFrom: string;
  submittedTo: string;
  processingType: string;
  /** 'yes': only applications where a traveller answered yes to a suitability question. */
  suitability: string;
};

/** The applications list's More Filters: nationality, submission dates and processing type. */
export function MoreFilters({
  params,
  update,
}: {
  params: MoreFilterValues;
  update: (next: Partial<MoreFilterValues & ListState>) => void;
}) {
  const { t } = useTranslation(['adminApplications', 'admin']);
  const language = currentLanguage();
  return (
    <fieldset
      id="more-filters"
      className="mt-3 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <legend className="sr-only">{t('list.moreFilters')}</legend>
      <label className="text-sm">
        <span className="block font-medium">{t('list.nationality')}</span>
        <select
          value={params.nationality}
          onChange={(event) => update({ nationality: event.target.value })}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 text-sm"
        >
          <option value="">{t('list.any')}</option>
          {countriesFor(language).map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      {(['submittedFrom', 'submittedTo'] as const).map((field) => (
        <label key={field} className="text-sm">
          <span className="block font-medium">{t(`list.${field}`)}</span>
          <input
            type="date"
            value={params[field]}
            onChange={(event) => update({ [field]: event.target.value })}
            className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm"
          />
        </label>
      ))}
      <label className="text-sm">
        <span className="block font-medium">{t('list.processingType')}</span>
        <select
          value={params.processingType}
          onChange={(event) => update({ processingType: event.target.value })}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 text-sm"
        >
          <option value="">{t('list.any')}</option>
          {processingTypes.map((type) => (
            <option key={type} value={type}>
              {t(`admin:processing.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={params.suitability === 'yes'}
          onChange={(event) => update({ suitability: event.target.checked ? 'yes' : '' })}
        />
        {t('adminQueue:suitability.filter')}
      </label>
      <div className="flex items-end">
        <button
          type="button"
          onClick={() =>
            update({ nationality: '', submittedFrom: '', submittedTo: '', processingType: '', suitability: '' })
          }
          className="rounded-md px-3 py-2 text-sm text-brand-700 underline"
        >
          {t('list.clearFilters')}
        </button>
      </div>
    </fieldset>
  );
}
