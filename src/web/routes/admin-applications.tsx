import { Download, Filter } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type AdminSortField, type ApplicationListItem, adminSortFields } from '../../core/admin';
import { countriesFor } from '../../core/countries';
import { formatDate } from '../../core/format';
import { adminSearchCountCap } from '../../core/limits';
import type { QueueView } from '../../core/queue';
import { type AdminSettableStatus, processingTypes } from '../../core/statuses';
import {
  CounterCards,
  ListFilter,
  ListFrame,
  ListSearch,
  Pagination,
  RefreshButton,
  SortHeader,
  useListParams,
} from '../components/admin/list-controls';
import { PageMeta } from '../components/layout/page-meta';
import { listQueryString, useApplicationList } from '../features/admin/api';
import { ApplicationCards } from '../features/admin/application-cards';
import { ApplicationRowMenu } from '../features/admin/application-row-menu';
import { StatusBadge } from '../features/admin/status-badge';
import { StatusDialog, type StatusTarget } from '../features/admin/status-dialog';
import { useQueueAction } from '../features/admin-queue/api';
import { AssignDialog } from '../features/admin-queue/assign-dialog';
import { BulkBar } from '../features/admin-queue/bulk-bar';
import { QueueFlags } from '../features/admin-queue/queue-flags';
import { QueueMenuItems } from '../features/admin-queue/queue-menu-items';
import { QueueViews } from '../features/admin-queue/queue-views';
import { SelectBox } from '../features/admin-queue/select-box';
import { country } from '../lib/country';
import { useCurrentUser } from '../lib/current-user';
import { currentLanguage, useTranslation } from '../lib/i18n';

const statusOptions = ['all', 'pending', 'reviewing', 'processing', 'approved', 'rejected'] as const;

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
  const { t } = useTranslation(['admin', 'adminQueue']);
  const language = currentLanguage();
  // The caseworker's queue: soonest arrival first (decision 018).
  const { params, update, sortProps } = useListParams(
    { status: 'all', nationality: '', submittedFrom: '', submittedTo: '', processingType: '', view: 'all' },
    { sort: 'arrivalDate', order: 'asc' },
  );
  const { data: viewer } = useCurrentUser();
  const act = useQueueAction();
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState<ApplicationListItem | null>(null);
  const listKey = listQueryString(params);
  // A new page, filter or view starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list shown.
  useEffect(() => setSelected([]), [listKey]);
  const { data, isPending, isError, refetch, isFetching } = useApplicationList(params);
  const [filtersOpen, setFiltersOpen] = useState(
    Boolean(params.nationality || params.submittedFrom || params.submittedTo || params.processingType),
  );
  const [target, setTarget] = useState<StatusTarget | null>(null);

  const total = data?.total ?? 0;
  const counters = data?.counters;
  const exportUrl = `/api/admin/applications/export.csv?${listQueryString({ ...params, page: undefined } as never)}`;

  const openDialog = (application: ApplicationListItem, status: AdminSettableStatus) =>
    setTarget({
      id: application.id,
      referenceNumber: application.referenceNumber,
      version: application.version,
      status,
    });

  return (
    <div className="mx-auto max-w-7xl">
      <PageMeta title={t('list.title')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('list.title')}</h1>
        <RefreshButton label={t('list.refresh')} busy={isFetching} onClick={() => refetch()} />
      </div>

      <CounterCards
        language={language}
        className="sm:grid-cols-3 lg:grid-cols-6"
        items={(['total', 'pending', 'processing', 'approved', 'rejected', 'expedited'] as const).map((key) => ({
          key,
          label: t(`counters.${key}`),
          value: counters?.[key],
        }))}
      />

      <QueueViews view={params.view as QueueView} onView={(view) => update({ view })} />

      <div className="mt-6 flex flex-wrap items-end gap-3">
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
            label: status === 'all' ? t('list.allStatuses') : t(`status.${status}`),
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
      </div>

      {filtersOpen && (
        <fieldset
          id="more-filters"
          className="mt-3 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
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
                  {t(`processing.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="flex items-end">
            <button
              type="button"
              onClick={() => update({ nationality: '', submittedFrom: '', submittedTo: '', processingType: '' })}
              className="rounded-md px-3 py-2 text-sm text-brand-700 underline"
            >
              {t('list.clearFilters')}
            </button>
          </div>
        </fieldset>
      )}

      <BulkBar ids={selected} onDone={() => setSelected([])} />

      {data && !data.counters && params.search && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
          {t(data.capped ? 'list.searchCapped' : 'list.searchUncounted', {
            cap: new Intl.NumberFormat(language).format(adminSearchCountCap),
          })}
        </p>
      )}

      <ListFrame
        isError={isError}
        isPending={isPending}
        isEmpty={!data || data.applications.length === 0}
        texts={{ error: t('list.error'), retry: t('retry'), loading: t('loading'), empty: t('list.empty') }}
        onRetry={() => refetch()}
      >
        {data && (
          <>
            <ApplicationCards applications={data.applications} language={language} onStatus={openDialog} />
            <table className="hidden w-full text-sm sm:table">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    <SelectBox
                      label={t('adminQueue:selectPage')}
                      checked={
                        data.applications.length > 0 && data.applications.every((row) => selected.includes(row.id))
                      }
                      onChange={(on) => setSelected(on ? data.applications.map((row) => row.id) : [])}
                    />
                  </th>
                  <SortHeader field="reference" label={t('list.columns.reference')} {...sortProps} />
                  <SortHeader field="lastName" label={t('list.columns.name')} {...sortProps} />
                  <SortHeader field={null} label={t('adminQueue:columns.assignee')} {...sortProps} />
                  <SortHeader
                    field={null}
                    label={t('list.columns.email')}
                    className="hidden 2xl:table-cell"
                    {...sortProps}
                  />
                  <SortHeader field={null} label={t('list.columns.country')} {...sortProps} />
                  <SortHeader field="status" label={t('list.columns.status')} {...sortProps} />
                  <SortHeader field="arrivalDate" label={t('list.columns.arrival')} {...sortProps} />
                  <SortHeader field="travellers" label={t('list.columns.travellers')} {...sortProps} />
                  <SortHeader
                    field={null}
                    label={t('list.columns.processing')}
                    className="hidden 2xl:table-cell"
                    {...sortProps}
                  />
                  <SortHeader field="createdAt" label={t('list.columns.submitted')} {...sortProps} />
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t('list.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.applications.map((application) => (
                  <tr key={application.id} data-testid="application-row">
                    <td className="px-3 py-2">
                      <SelectBox
                        label={t('adminQueue:selectRow', { reference: application.referenceNumber })}
                        checked={selected.includes(application.id)}
                        onChange={(on) =>
                          setSelected((now) =>
                            on ? [...now, application.id] : now.filter((id) => id !== application.id),
                          )
                        }
                      />
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        to={`/admin/applications/${application.id}`}
                        className="whitespace-nowrap font-mono text-brand-700 underline"
                      >
                        {application.referenceNumber}
                      </Link>
                      <QueueFlags {...application} compact />
                    </td>
                    <td className="px-3 py-2">
                      {application.firstName} {application.lastName}
                    </td>
                    <td className="px-3 py-2" data-testid="assignee">
                      {application.assignee?.name ?? (
                        <span className="text-slate-500">{t('adminQueue:unassigned')}</span>
                      )}
                    </td>
                    <td
                      className="hidden max-w-44 truncate px-3 py-2 2xl:table-cell rtl:text-right"
                      dir="ltr"
                      title={application.email}
                    >
                      {application.email}
                    </td>
                    <td className="px-3 py-2">{country(application.nationality, language)}</td>
                    <td className="px-3 py-2">
                      <StatusBadge status={application.status} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2" data-testid="arrival-date">
                      {formatDate(application.arrivalDate, language)}
                    </td>
                    <td className="px-3 py-2 text-center" data-testid="traveller-count">
                      {new Intl.NumberFormat(language).format(application.applicantCount)}
                    </td>
                    <td className="hidden px-3 py-2 2xl:table-cell">{t(`processing.${application.processingType}`)}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(application.createdAt, language)}</td>
                    <td className="px-3 py-2 text-end">
                      <ApplicationRowMenu application={application} onStatus={openDialog}>
                        <QueueMenuItems application={application} viewerId={viewer?.id} onAssign={setAssigning} />
                      </ApplicationRowMenu>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ListFrame>

      <Pagination
        page={params.page}
        total={total}
        capped={data?.capped}
        language={language}
        onPage={(page) => update({ page })}
      />
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
    </div>
  );
}
