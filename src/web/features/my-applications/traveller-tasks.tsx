import { Link } from 'react-router';
import type { MyApplicationListItem } from '../../../core/my-applications';
import { caseTone } from '../../components/family-outcome';
import { useTranslation } from '../../lib/i18n';

/** The dashboard's task list (GOV.UK task-list pattern): one row per traveller with their status, and a link to fix. */
export function TravellerTasks({ application }: { application: MyApplicationListItem }) {
  const { t } = useTranslation('cases');
  return (
    <ul
      className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200 text-sm"
      data-testid="traveller-rows"
    >
      {application.travellers.map((traveller) => (
        <li
          key={traveller.index}
          className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
          data-testid="traveller-row"
          data-case-status={traveller.caseStatus}
        >
          <span className="font-medium text-slate-900">
            {[traveller.firstName, traveller.lastName].filter(Boolean).join(' ')}
          </span>
          {traveller.caseStatus === 'information_needed' ? (
            <Link
              to={`/applications/${application.id}/fix/${traveller.index}`}
              className="rounded-full bg-amber-100 px-3 py-0.5 font-semibold text-amber-950 underline"
            >
              {t('status.information_needed')}: {t('traveller.fixNow')}
            </Link>
          ) : (
            <span className={`rounded-full px-3 py-0.5 ${caseTone(traveller.caseStatus)}`}>
              {t(`status.${traveller.caseStatus}`)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
