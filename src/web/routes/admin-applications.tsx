import { Download, Filter } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type AdminSortField, type ApplicationListItem, adminSortFields } from '../../core/admin-applications';
import type { QueueView } from '../../core/admin-queue';
import { adminSearchCountCap } from '../../core/limits';
import type { AdminSettableStatus } from '../../core/statuses';
import { ListFilter, ListSearch, Pagination, useListParams } from '../components/admin/list-controls';
import { AdminListPage } from '../components/admin/list-page';
import { useApplicationList } from '../features/admin-applications/api';
import { ApplicationCards } from '../features/admin-applications/application-cards';
import { browserTimeZone } from '../features/admin-applications/format';
import { ApplicationsTable } from '../features/admin-applications/list/applications-table';
import { MoreFilters } from '../features/admin-applications/list/more-filters';
import { StatusDialog, type StatusTarget } from '../features/admin-applications/status-dialog';
import { useQueueAction } from '../features/admin-queue/api';
import { AssignDialog } from '../features/admin-queue/assign-dialog';
import { BulkBar } from '../features/admin-queue/bulk-bar';
import { QueueMenuItems } from '../features/admin-queue/queue-menu-items';
import { QueueViews } from '../features/admin-queue/queue-views';
import { DisruptionStaffNotice } from '../features/disruption/disruption-panel';
import { useCurrentUser } from '../lib/current-user';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { queryString } from '../lib/query-string';
import { rememberQueue } from '../lib/queue-order';

const statusOptions = [
  'all',
  'pending',
  'reviewing',
  'processing',
  'approved',
  'partly_approved',
  'rejected',
  'cancelled',
] as const;

/** The column label each sort is named by in the phone's sort menu. */
const sortLabels: Record<AdminSortField, string> = {
  reference: 'reference',
  lastName: 'name',
  status: 'status',
  createdAt: 'submitted',
  arrivalDate: 'arrival',
  travellers: 'travellers',
};

/** Admin spec §2 'Applications list': paged, sorted, searched and filtered by the server. */
export default function AdminApplications() {
  const { t } = useTranslation(['adminApplications', 'adminQueue', 'admin']);
  const language = currentLanguage();
  // The caseworker's queue: soonest arrival first (decision 018).
  const { params, update, sortProps } = useListParams(
    {
      status: 'all',
      nationality: '',
      submittedFrom: '',
      submittedTo: '',
      processingType: '',
      suitability: '',
      view: 'all',
      userId: '',
    },
    { sort: 'arrivalDate', order: 'asc' },
  );
  const { data: viewer } = useCurrentUser();
  const act = useQueueAction();
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState<ApplicationListItem | null>(null);
  // The admin's own days for the date filters, and in the dates shown (decision 025).
  const timeZone = browserTimeZone();
  const listKey = queryString(params);
  // A new page, filter or view starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list shown.
  useEffect(() => setSelected([]), [listKey]);
  const list = useApplicationList({ ...params, timeZone });
  const { data } = list;
  // The queue view shown, in order, for the detail page's 'Next case'.
  useEffect(() => {
    if (data) rememberQueue(data.applications.map((application) => application.id));
  }, [data]);
  const [filtersOpen, setFiltersOpen] = useState(
    Boolean(
      params.nationality || params.submittedFrom || params.submittedTo || params.processingType || params.suitability,
    ),
  );
  const [target, setTarget] = useState<StatusTarget | null>(null);

  const total = data?.total ?? 0;
  const counters = data?.counters;
  const exportUrl = `/api/admin/applications/export.csv?${queryString({ ...params, timeZone, page: undefined })}`;

  const openDialog = (application: ApplicationListItem, status: AdminSettableStatus) =>
    setTarget({
      id: application.id,
      referenceNumber: application.referenceNumber,
      version: application.version,
      status,
    });

  return (
    <AdminListPage
      title={t('list.title')}
      query={list}
      counters={{
        className: 'sm:grid-cols-4 lg:grid-cols-7',
        items: (
          [
            'total',
            'pending',
            'processing',
            'approved',
            'partly_approved',
            'rejected',
            'cancelled',
            'expedited',
          ] as const
        ).map((key) => ({
          key,
          label: t(`counters.${key}`),
          value: counters?.[key],
        })),
      }}
      notices={
        <>
          <DisruptionStaffNotice />
          <QueueViews view={params.view as QueueView} onView={(view) => update({ view })} />

          {params.userId && (
            <p
              className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm"
              role="status"
              data-testid="one-account"
            >
              {t('list.oneAccount')}
              <button type="button" onClick={() => update({ userId: '' })} className="text-brand-700 underline">
                {t('list.showAll')}
              </button>
            </p>
          )}
        </>
      }
      filters={
        <>
          <ListSearch
            id="application-search"
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            value={params.search}
            onSearch={(search) => update({ search })}
          />
          <ListFilter
            id="status-filter"
            label={t('list.statusFilter')}
            value={params.status}
            options={statusOptions.map((status) => ({
              value: status,
              label: status === 'all' ? t('list.allStatuses') : t(`admin:status.${status}`),
            }))}
            onChange={(value) => update({ status: value })}
          />
          <div className="flex gap-2 sm:hidden">
            <ListFilter
              id="sort-field"
              label={t('list.sortBy')}
              value={params.sort}
              options={adminSortFields.map((field) => ({
                value: field,
                label: t('list.sortOption', { field: t(`list.columns.${sortLabels[field]}`) }),
              }))}
              onChange={(value) => sortProps.onSort(value, params.order)}
            />
            <ListFilter
              id="sort-order"
              label={t('list.order')}
              value={params.order}
              options={(['asc', 'desc'] as const).map((order) => ({ value: order, label: t(`list.${order}`) }))}
              onChange={(value) => sortProps.onSort(params.sort, value as 'asc' | 'desc')}
            />
          </div>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="more-filters"
            onClick={() => setFiltersOpen((open) => !open)}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50"
          >
            <Filter className="h-4 w-4" aria-hidden="true" />
            {t('list.moreFilters')}
          </button>
          <a
            href={exportUrl}
            download
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('list.export')}
          </a>
        </>
      }
      filtersBelow={
        <>
          {filtersOpen && <MoreFilters params={params} update={update} />}

          <BulkBar ids={selected} onDone={() => setSelected([])} />

          {data && !data.counters && params.search && (
            <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
              {t(data.capped ? 'list.searchCapped' : 'list.searchUncounted', {
                cap: new Intl.NumberFormat(language).format(adminSearchCountCap),
              })}
            </p>
          )}
        </>
      }
      isEmpty={!data || data.applications.length === 0}
      texts={{ error: t('list.error'), empty: t('list.empty') }}
      footnote={
        <p className="mt-2 text-xs text-slate-500" data-testid="time-zone">
          {t('list.timeZone', { zone: timeZone })}
        </p>
      }
      pagination={
        <Pagination
          page={params.page}
          total={total}
          capped={data?.capped}
          language={language}
          onPage={(page) => update({ page })}
        />
      }
      after={
        <>
          <StatusDialog target={target} onClose={() => setTarget(null)} />
          <AssignDialog
            target={
              assigning && {
                title: t('adminQueue:assignDialog.titleOne', { reference: assigning.referenceNumber }),
                currentAssigneeId: assigning.assignee?.id,
              }
            }
            onClose={() => setAssigning(null)}
            onAssign={(member) =>
              assigning
                ? act(
                    assigning.id,
                    assigning.referenceNumber,
                    { kind: 'assign', assigneeId: member.id, expectedAssigneeId: assigning.assignee?.id ?? null },
                    member.name,
                  )
                : Promise.resolve()
            }
          />
        </>
      }
    >
      {data && (
        <>
          <ApplicationCards applications={data.applications} language={language} onStatus={openDialog} />
          <ApplicationsTable
            applications={data.applications}
            selected={selected}
            setSelected={setSelected}
            sortProps={sortProps}
            onStatus={openDialog}
            queueMenu={(application) => (
              <QueueMenuItems application={application} viewerId={viewer?.id} onAssign={setAssigning} />
            )}
          />
        </>
      )}
    </AdminListPage>
  );
}
