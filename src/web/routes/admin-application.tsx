import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminApplication, Traveller } from '../../core/admin-applications';
import type { CaseTraveller } from '../../core/case-requests';
import type { AdminSettableStatus } from '../../core/statuses';
import { PageMeta } from '../components/layout/page-meta';
import { applicationQuery } from '../features/admin-applications/api';
import { Header } from '../features/admin-applications/detail/header';
import { History } from '../features/admin-applications/detail/history';
import { Documents, Payment, TravelInfo } from '../features/admin-applications/detail/panels';
import { ProcessingPanel } from '../features/admin-applications/detail/processing-panel';
import { StatusDialog, type StatusTarget } from '../features/admin-applications/status-dialog';
import { AssignmentStrip } from '../features/admin-queue/assignment-strip';
import { CaseEvent, isCaseEvent } from '../features/cases/case-event';
import { CasesPanel } from '../features/cases/cases-panel';
import { RequestFromViewer } from '../features/cases/request-from-viewer';
import { ReviewPanel } from '../features/cases/review-panel';
import { TravellerChecks } from '../features/document-checks/traveller-checks';
import { RefundDialog } from '../features/refunds/refund-dialog';
import { ApiError } from '../lib/api';
import { useTranslation } from '../lib/i18n';
import { nextInQueue } from '../lib/queue-order';

/** Admin spec §2 'Application detail', with real documents, payment and history (docs/decisions/047-the-first-readings-of-the-spec.md). */
export default function AdminApplicationPage() {
  const { t, i18n } = useTranslation(['adminApplications', 'cases', 'reasons', 'admin']);
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
        {t('admin:loading')}
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
              {t('admin:retry')}
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

type PanelProps = { application: AdminApplication };

/** Beside a traveller's documents, in the review and the documents tabs: the checks' results. */
const travellerChecks = (traveller: Traveller, checks: CaseTraveller | undefined) => (
  <TravellerChecks traveller={traveller} checks={checks} />
);

/**
 * The detail page's tabs, in order, and the panel each shows: the application's own panels with
 * what the cases, document-checks and refunds features put in them.
 */
const tabPanels = {
  details: ProcessingPanel,
  cases: CasesPanel,
  review: ({ application }: PanelProps) => <ReviewPanel application={application} aside={travellerChecks} />,
  documents: ({ application }: PanelProps) => (
    <Documents
      application={application}
      aside={travellerChecks}
      requestDialog={(request) => <RequestFromViewer application={application} {...request} />}
    />
  ),
  travel: TravelInfo,
  payment: ({ application }: PanelProps) => (
    <Payment application={application} refund={<RefundDialog application={application} />} />
  ),
  history: ({ application }: PanelProps) => (
    <History
      application={application}
      caseEvent={(event) => (isCaseEvent(event) ? <CaseEvent event={event} /> : undefined)}
    />
  ),
} satisfies Record<string, (props: { application: AdminApplication }) => React.ReactNode>;
const tabNames = Object.keys(tabPanels) as (keyof typeof tabPanels)[];
