import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { RequireUser } from '../components/auth/require-user';
import { PageMeta } from '../components/layout/page-meta';
import { Button } from '../components/ui/form-controls';
import { Spinner } from '../components/ui/spinner';
import { myApplicationQuery } from '../features/my-applications/api';
import { ApplicationDetail } from '../features/my-applications/application/application-detail';
import { linkButton } from '../features/my-applications/application/info-card';
import { ApiError } from '../lib/api';
import { useTranslation } from '../lib/i18n';
import { withQueryClient } from '../lib/with-query-client';

function NotFound() {
  const { t } = useTranslation('myApplications');
  return (
    <div className="mx-auto max-w-xl py-16 text-center" data-testid="application-not-found">
      <PageMeta title={t('notFound.title')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-700">{t('notFound.text')}</p>
      <Link to="/dashboard" className={`${linkButton} mt-6 bg-brand-700 text-white hover:bg-brand-800`}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}

function ApplicationView({ id }: { id: string }) {
  const { t } = useTranslation('myApplications');
  const { data, isPending, error, refetch, isRefetching } = useQuery(myApplicationQuery(id));
  if (isPending) return <Spinner />;
  if (error && !(error instanceof ApiError && error.status === 404)) {
    // The spec's failure message for GET /api/applications/{id}, with a way to try again.
    return (
      <div role="alert" className="rounded-md bg-red-50 p-4 text-red-800" data-testid="application-error">
        <p className="font-semibold">{t('detail.error')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()} disabled={isRefetching}>
          {t('detail.retry')}
        </Button>
      </div>
    );
  }
  if (!data) return <NotFound />;
  return <ApplicationDetail application={data} />;
}

/** /applications/{id}: one of the user's applications (spec §2 'Application detail'). */
function ApplicationPage() {
  const { t } = useTranslation('myApplications');
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <Link
        to="/dashboard"
        className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="rtl-mirror h-4 w-4" />
        {t('detail.back')}
      </Link>
      <RequireUser>{() => <ApplicationView id={id} />}</RequireUser>
    </div>
  );
}

export default withQueryClient(ApplicationPage);
