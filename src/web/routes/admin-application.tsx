import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminApplication } from '../../core/admin';
import type { AdminSettableStatus } from '../../core/statuses';
import { PageMeta } from '../components/layout/page-meta';
import { applicationQuery } from '../features/admin/api';
import { CasesPanel } from '../features/admin/cases-panel';
import { Header } from '../features/admin/detail/header';
import { History } from '../features/admin/detail/history';
import { Documents, Payment, TravelInfo } from '../features/admin/detail/panels';
import { ProcessingPanel } from '../features/admin/detail/processing-panel';
import { ReviewPanel } from '../features/admin/detail/review-panel';
import { StatusDialog, type StatusTarget } from '../features/admin/status-dialog';
import { AssignmentStrip } from '../features/admin-queue/assignment-strip';
import { ApiError } from '../lib/api';
import { useTranslation } from '../lib/i18n';
import { nextInQueue } from '../lib/queue-order';

/** Admin spec §2 'Application detail', with real documents, payment and history (docs/decisions/047-the-first-readings-of-the-spec.md). */
export default function AdminApplicationPage() {
  const { t, i18n } = useTranslation(['admin', 'cases', 'reasons']);
  const { id = '' } = useParams();
  const { data: application, isPending, isError, error, refetch } = useQuery(applicationQuery(id));
  const [target, setTarget] = useState<StatusTarget | null>(null);
  // 'Next case' of the queue view last shown in this tab (read after the first render: the tab's storage).
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => setNext(nextInQueue(id)), [id]);

  if (isPending) {
    return (
      <output className="block text-slate-600">
        <PageMeta title={t('detail.title')} />
        {t('loading')}
      </output>
    );
  }
  if (isError) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-red-200 bg-red-50 p-6" role="alert">
        <PageMeta title={t('detail.title')} />
        <p className="text-red-900">{missing ? t('detail.notFound') : t('detail.error')}</p>
        <div className="mt-4 flex gap-3">
          {!missing && (
            <button
              type="button"
              onClick={() => refetch()}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
            >
              {t('retry')}
            </button>
          )}
          <Link to="/admin/applications" className="px-4 py-2 text-sm text-brand-700 underline">
            {t('detail.back')}
          </Link>
        </div>
      </div>
    );
  }

  const open = (status: AdminSettableStatus) =>
    setTarget({
      id: application.id,
      referenceNumber: application.referenceNumber,
      version: application.version,
      status,
    });

  return (
    <div className="mx-auto max-w-6xl">
      <PageMeta title={`${application.referenceNumber} | ${t('detail.title')}`} />
      <Link to="/admin/applications" className="inline-flex items-center gap-1 text-sm text-brand-700 underline">
        <ArrowLeft className="rtl-mirror h-4 w-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      {next && (
        <Link
          to={`/admin/applications/${next}`}
          className="ms-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
          data-testid="next-case"
        >
          {t('reasons:staff.nextCase')}
        </Link>
      )}
      <Header application={application} onStatus={open} />
      <AssignmentStrip
        id={application.id}
        reference={application.referenceNumber}
        status={application.status}
        suitabilityDeclared={application.suitabilityDeclared}
      />
      <Tabs.Root dir={i18n.dir()} defaultValue="details" className="mt-6">
        <Tabs.List className="flex flex-wrap gap-1 border-b border-slate-200" aria-label={t('detail.tabsLabel')}>
          {tabNames.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {t(`detail.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabNames.map((tab) => {
          const Panel = tabPanels[tab];
          return (
            <Tabs.Content key={tab} value={tab} className="pt-4">
              <Panel application={application} />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <StatusDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

/** The detail page's tabs, in order, and the panel each shows. */
const tabPanels = {
  details: ProcessingPanel,
  cases: CasesPanel,
  review: ReviewPanel,
  documents: Documents,
  travel: TravelInfo,
  payment: Payment,
  history: History,
} satisfies Record<string, (props: { application: AdminApplication }) => React.ReactNode>;
const tabNames = Object.keys(tabPanels) as (keyof typeof tabPanels)[];
