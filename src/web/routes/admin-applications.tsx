import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowDownUp, Download, Filter, MoreHorizontal, RefreshCw, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminSortField, ApplicationListItem } from '../../core/admin';
import { countriesFor } from '../../core/countries';
import type { AdminSettableStatus } from '../../core/statuses';
import { Pagination } from '../components/admin/list-controls';
import { PageMeta } from '../components/layout/page-meta';
import { type ListParams, listQueryString, useApplicationList } from '../features/admin/api';
import { country, formatDate } from '../features/admin/format';
import { StatusBadge } from '../features/admin/status-badge';
import { StatusDialog, type StatusTarget } from '../features/admin/status-dialog';
import { currentLanguage, useTranslation } from '../lib/i18n';

const statusOptions = ['all', 'pending', 'processing', 'approved', 'rejected'] as const;

/** Admin spec §2 'Applications list': paged, sorted, searched and filtered by the server. */
export default function AdminApplications() {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = {
    page: Number(searchParams.get('page') ?? 1) || 1,
    search: searchParams.get('search') ?? '',
    status: searchParams.get('status') ?? 'all',
    nationality: searchParams.get('nationality') ?? '',
    submittedFrom: searchParams.get('submittedFrom') ?? '',
    submittedTo: searchParams.get('submittedTo') ?? '',
    processingType: searchParams.get('processingType') ?? '',
    sort: searchParams.get('sort') ?? 'createdAt',
    order: searchParams.get('order') === 'asc' ? 'asc' : 'desc',
  };
  const { data, isPending, isError, refetch, isFetching } = useApplicationList(params);
  const [searchText, setSearchText] = useState(params.search);
  const [filtersOpen, setFiltersOpen] = useState(
    Boolean(params.nationality || params.submittedFrom || params.submittedTo || params.processingType),
  );
  const [target, setTarget] = useState<StatusTarget | null>(null);

  function update(next: Partial<ListParams>) {
    const merged = { ...params, page: 1, ...next };
    setSearchParams(
      new URLSearchParams(listQueryString({ ...merged, page: merged.page === 1 ? undefined : merged.page } as never)),
    );
  }

  // A new order starts again on page 1: the old page number means nothing in the new order.
  function sortBy(field: AdminSortField) {
    const order = params.sort === field && params.order === 'asc' ? 'desc' : 'asc';
    update({ sort: field, order });
  }

  const total = data?.total ?? 0;
  const counters = data?.counters;
  const exportUrl = `/api/admin/applications/export.csv?${listQueryString({ ...params, page: undefined } as never)}`;

  const header = (field: AdminSortField | null, label: string) => (
    <th
      scope="col"
      className="px-3 py-2 text-start font-semibold"
      aria-sort={field && params.sort === field ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {field ? (
        <button
          type="button"
          onClick={() => sortBy(field)}
          className="inline-flex items-center gap-1 hover:text-brand-700"
        >
          {label}
          <ArrowDownUp className="h-3 w-3" aria-hidden="true" />
        </button>
      ) : (
        label
      )}
    </th>
  );

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
        <button
          type="button"
          onClick={() => refetch()}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50"
        >
          <RefreshCw className={`h-4 w-4 ${isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
          {t('list.refresh')}
        </button>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="counters">
        {(['total', 'pending', 'processing', 'approved', 'rejected', 'expedited'] as const).map((key) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-xs font-medium text-slate-600">{t(`counters.${key}`)}</dt>
            <dd className="mt-1 text-xl font-bold" data-testid={`counter-${key}`}>
              {counters ? new Intl.NumberFormat(language).format(counters[key]) : '—'}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <form
          className="relative min-w-64 flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            update({ search: searchText.trim() });
          }}
        >
          <label htmlFor="application-search" className="sr-only">
            {t('list.searchLabel')}
          </label>
          <Search className="pointer-events-none absolute start-3 top-2.5 h-4 w-4 text-slate-400" aria-hidden="true" />
          <input
            id="application-search"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onBlur={() => searchText.trim() !== params.search && update({ search: searchText.trim() })}
            placeholder={t('list.searchPlaceholder')}
            className="w-full rounded-md border border-slate-300 py-2 ps-9 pe-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </form>
        <div>
          <label htmlFor="status-filter" className="sr-only">
            {t('list.statusFilter')}
          </label>
          <select
            id="status-filter"
            value={params.status}
            onChange={(event) => update({ status: event.target.value })}
            className="rounded-md border border-slate-300 bg-white py-2 ps-3 pe-8 text-sm"
          >
            {statusOptions.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? t('list.allStatuses') : t(`status.${status}`)}
              </option>
            ))}
          </select>
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
          <label className="text-sm">
            <span className="block font-medium">{t('list.submittedFrom')}</span>
            <input
              type="date"
              value={params.submittedFrom}
              onChange={(event) => update({ submittedFrom: event.target.value })}
              className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm"
            />
          </label>
          <label className="text-sm">
            <span className="block font-medium">{t('list.submittedTo')}</span>
            <input
              type="date"
              value={params.submittedTo}
              onChange={(event) => update({ submittedTo: event.target.value })}
              className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm"
            />
          </label>
          <label className="text-sm">
            <span className="block font-medium">{t('list.processingType')}</span>
            <select
              value={params.processingType}
              onChange={(event) => update({ processingType: event.target.value })}
              className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 text-sm"
            >
              <option value="">{t('list.any')}</option>
              {(['priority', 'standard', 'expedited'] as const).map((type) => (
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

      <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        {isError ? (
          <div className="p-8 text-center" role="alert">
            <p className="text-red-900">{t('list.error')}</p>
            <button
              type="button"
              onClick={() => refetch()}
              className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
            >
              {t('retry')}
            </button>
          </div>
        ) : isPending ? (
          <output className="block p-8 text-center text-slate-600">{t('loading')}</output>
        ) : data.applications.length === 0 ? (
          <p className="p-8 text-center text-slate-600">{t('list.empty')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {header('reference', t('list.columns.reference'))}
                {header('lastName', t('list.columns.name'))}
                {header(null, t('list.columns.email'))}
                {header(null, t('list.columns.country'))}
                {header('status', t('list.columns.status'))}
                {header(null, t('list.columns.processing'))}
                {header('createdAt', t('list.columns.submitted'))}
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('list.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.applications.map((application) => (
                <tr key={application.id} data-testid="application-row">
                  <td className="whitespace-nowrap px-3 py-2 font-mono">
                    <Link to={`/admin/applications/${application.id}`} className="text-brand-700 underline">
                      {application.referenceNumber}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {application.firstName} {application.lastName}
                  </td>
                  <td className="px-3 py-2">{application.email}</td>
                  <td className="px-3 py-2">{country(application.nationality, language)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={application.status} />
                  </td>
                  <td className="px-3 py-2">{t(`processing.${application.processingType}`)}</td>
                  <td className="px-3 py-2">{formatDate(application.createdAt, language)}</td>
                  <td className="px-3 py-2 text-end">
                    <DropdownMenu.Root>
                      <DropdownMenu.Trigger
                        className="rounded p-1 hover:bg-slate-100"
                        aria-label={t('list.rowMenu', { reference: application.referenceNumber })}
                      >
                        <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
                      </DropdownMenu.Trigger>
                      <DropdownMenu.Portal>
                        <DropdownMenu.Content
                          align="end"
                          className="z-30 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
                        >
                          <DropdownMenu.Item
                            asChild
                            className="block rounded px-3 py-2 outline-none data-[highlighted]:bg-slate-100"
                          >
                            <Link to={`/admin/applications/${application.id}`}>{t('list.viewDetails')}</Link>
                          </DropdownMenu.Item>
                          <DropdownMenu.Item
                            className="rounded px-3 py-2 outline-none data-[highlighted]:bg-slate-100"
                            onSelect={() => openDialog(application, 'approved')}
                          >
                            {t('actions.approve')}
                          </DropdownMenu.Item>
                          <DropdownMenu.Item
                            className="rounded px-3 py-2 outline-none data-[highlighted]:bg-slate-100"
                            onSelect={() => openDialog(application, 'processing')}
                          >
                            {t('actions.markProcessingShort')}
                          </DropdownMenu.Item>
                          <DropdownMenu.Item
                            className="rounded px-3 py-2 text-red-700 outline-none data-[highlighted]:bg-red-50"
                            onSelect={() => openDialog(application, 'rejected')}
                          >
                            {t('actions.reject')}
                          </DropdownMenu.Item>
                        </DropdownMenu.Content>
                      </DropdownMenu.Portal>
                    </DropdownMenu.Root>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <Pagination page={params.page} total={total} language={language} onPage={(page) => update({ page })} />
      <StatusDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
