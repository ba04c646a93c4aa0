import { useInfiniteQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../core/format-time';
import { FamilyOutcome } from '../../components/family-outcome';
import { PriceNotice } from '../../components/public/price-notice';
import { StatusBadge } from '../../components/status-badge';
import { Button } from '../../components/ui/form-controls';
import { Spinner } from '../../components/ui/spinner';
import { country } from '../../lib/country';
import { useTranslation } from '../../lib/i18n';
import { myApplicationsQuery } from './api';
import { DraftCard, NewApplicationButton } from './draft-card';
import { TravellerTasks } from './traveller-tasks';

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

/** 'My Applications': the list, with loading, error and empty states (spec §2). */
export function ApplicationsTab() {
  const { t, i18n } = useTranslation('myApplications');
  const {
    data: pages,
    isPending,
    isError,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useInfiniteQuery(myApplicationsQuery);
  const data = pages?.pages.flatMap((page) => page.applications) ?? [];
  const language = i18n.language;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-applications-title" className="text-xl font-semibold text-slate-900">
          {t('applications.title')}
        </h2>
        <NewApplicationButton className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`} />
      </div>
      <PriceNotice price={false} className="mt-4" />
      <DraftCard />
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-800">
          {t('applications.error')}
        </p>
      ) : data.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center" role="status">
          <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
          <p className="mt-3 text-lg font-semibold text-slate-800">{t('applications.empty')}</p>
          <Link to="/apply" className={`${buttonClass} mt-4 bg-brand-700 text-white hover:bg-brand-800`}>
            {t('applications.applyForEta')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="my-applications">
          {data.map((application) => (
            <li
              key={application.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
              data-testid="my-application"
            >
              <div className="min-w-0">
                <p className="text-lg font-semibold text-slate-900">
                  {application.firstName} {application.lastName}
                </p>
                <p className="mt-1 font-mono text-sm text-slate-700">{application.referenceNumber}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {country(application.nationality, language)}
                  {application.applicantCount > 1 &&
                    ` · ${t('applications.travellers', { count: application.applicantCount })}`}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {t('applications.applied', { time: formatRelativeTime(application.createdAt, language) })}
                </p>
                <TravellerTasks application={application} />
              </div>
              <div className="flex flex-col items-end gap-3">
                <StatusBadge status={application.status} />
                <FamilyOutcome status={application.status} travellers={application.travellers} />
                <Link
                  to={`/applications/${application.id}`}
                  className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
                  aria-label={t('applications.viewDetailsOf', { reference: application.referenceNumber })}
                >
                  {t('applications.viewDetails')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!isPending && !isError && hasNextPage && (
        <div className="mt-6 flex flex-col items-center gap-2">
          {isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-800">
              {t('applications.error')}
            </p>
          )}
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('applications.loadingMore') : t('applications.showMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
