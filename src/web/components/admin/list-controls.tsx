import { ArrowDownUp, RefreshCw, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminPageSize, maxLengths } from '../../../core/limits';
import { useTranslation } from '../../lib/i18n';

/** 1 … 4 5 [6] 7 8 … 20: the first, the last and two either side of the current page. */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...wanted].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

/** 'Showing 1–8 of 20', Previous, numbered pages and Next, for the admin lists (8 rows a page). */
export function Pagination({
  page,
  total,
  capped = false,
  language,
  onPage,
  pageSize = adminPageSize,
}: {
  page: number;
  total: number;
  /** More match than `total`, which is where the list stops: 'of 1,000+'. */
  capped?: boolean;
  language: string;
  onPage: (page: number) => void;
  pageSize?: number;
}) {
  const { t } = useTranslation('admin');
  if (total <= 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const number = new Intl.NumberFormat(language);
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm" aria-label={t('list.pagination')}>
      <p className="text-slate-600">
        {t('list.showing', {
          from: number.format((page - 1) * pageSize + 1),
          to: number.format(Math.min(total, page * pageSize)),
          total: `${number.format(total)}${capped ? '+' : ''}`,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 disabled:opacity-50"
        >
          {t('list.previous')}
        </button>
        {pageNumbers(page, pages).map((number, index) =>
          number === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <span key={`gap-${index}`} className="px-2" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={number}
              type="button"
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
              className={`min-w-9 rounded-md border px-3 py-1.5 ${number === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white'}`}
            >
              {number}
            </button>
          ),
        )}
        <button
          type="button"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 disabled:opacity-50"
        >
          {t('list.next')}
        </button>
      </div>
    </nav>
  );
}

/** Previous and Next for a list paged by cursor (no page numbers: a cursor list is not counted). */
export function CursorPagination({
  previous,
  next,
  onPage,
}: {
  /** The cursors of the newer and the older page; null at either end. */
  previous: string | null;
  next: string | null;
  onPage: (page: { before: string } | { after: string }) => void;
}) {
  const { t } = useTranslation('admin');
  if (!previous && !next) return null;
  const button = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 disabled:opacity-50';
  return (
    <nav className="mt-4 flex justify-end gap-1 text-sm" aria-label={t('list.pagination')}>
      <button
        type="button"
        disabled={!previous}
        onClick={() => previous && onPage({ before: previous })}
        className={button}
      >
        {t('list.previous')}
      </button>
      <button type="button" disabled={!next} onClick={() => next && onPage({ after: next })} className={button}>
        {t('list.next')}
      </button>
    </nav>
  );
}

/** A column header; with a field it is a button that sorts by it (ascending first, then toggles). */
export function SortHeader<Field extends string>({
  field,
  label,
  sort,
  order,
  onSort,
  className = '',
}: {
  field: Field | null;
  label: string;
  className?: string;
  sort: string;
  order: 'asc' | 'desc';
  onSort: (field: Field, order: 'asc' | 'desc') => void;
}) {
  const active = field !== null && sort === field;
  return (
    <th
      scope="col"
      className={`px-3 py-2 text-start font-semibold ${className}`}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {field ? (
        <button
          type="button"
          onClick={() => onSort(field, active && order === 'asc' ? 'desc' : 'asc')}
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
}

/** The row of summary counters above an admin list. */
export function CounterCards({
  items,
  language,
  className = 'sm:grid-cols-3 lg:grid-cols-5',
}: {
  items: { key: string; label: ReactNode; value: number | undefined }[];
  language: string;
  className?: string;
}) {
  return (
    <dl className={`mt-6 grid grid-cols-2 gap-3 ${className}`} data-testid="counters">
      {items.map((item) => (
        <div key={item.key} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold" data-testid={`counter-${item.key}`}>
            {item.value === undefined ? '—' : new Intl.NumberFormat(language).format(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The search box of an admin list: searches on Enter, and on leaving the box with a new term.
 * With `error` (the caller refused the term) the box says so and points at the message.
 */
export function ListSearch({
  id,
  label,
  placeholder,
  value,
  onSearch,
  error,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
  error?: string;
}) {
  const [text, setText] = useState(value);
  return (
    <form
      className="relative min-w-64 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute start-3 top-2.5 h-4 w-4 text-slate-400" aria-hidden="true" />
      <input
        id={id}
        type="search"
        maxLength={maxLengths.search}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => text.trim() !== value && onSearch(text.trim())}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-md border border-slate-300 py-2 ps-9 pe-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-600"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** A drop-down filter of an admin list, labelled for screen readers. */
export function ListFilter({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-slate-300 bg-white py-2 ps-3 pe-8 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Refresh button of an admin list; its icon turns while the list is fetched. */
export function RefreshButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50"
    >
      <RefreshCw className={`h-4 w-4 ${busy ? 'animate-spin' : ''}`} aria-hidden="true" />
      {label}
    </button>
  );
}

/**
 * The framed table of an admin list in its four states: the error with Retry (never sample data),
 * loading, the empty text, or the table itself (`children`).
 */
export function ListFrame({
  isError,
  isPending,
  isEmpty,
  texts,
  onRetry,
  children,
}: {
  isError: boolean;
  isPending: boolean;
  isEmpty: boolean;
  texts: { error: string; retry: string; loading: string; empty: string };
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      {isError ? (
        <div className="p-8 text-center" role="alert">
          <p className="text-red-900">{texts.error}</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
          >
            {texts.retry}
          </button>
        </div>
      ) : isPending ? (
        <output className="block p-8 text-center text-slate-600">{texts.loading}</output>
      ) : isEmpty ? (
        <p className="p-8 text-center text-slate-600">{texts.empty}</p>
      ) : (
        children
      )}
    </div>
  );
}

/** What every admin list keeps in the address bar. */
export interface ListState {
  page: number;
  search: string;
  sort: string;
  order: 'asc' | 'desc';
}

/**
 * An admin list's state in the address bar: page, search, sort and order, plus the list's own
 * filters given with their 'not set' value ('all' or ''). `update` starts again on page 1 unless
 * told a page, and leaves defaults out of the URL; `sortProps` feed SortHeader.
 */
export function useListParams<Filters extends Record<string, string>>(
  filters: Filters,
  defaults: { sort: string; order: 'asc' | 'desc' } = { sort: 'createdAt', order: 'desc' },
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const order = searchParams.get('order') ?? defaults.order;
  const params = {
    page: Number(searchParams.get('page') ?? 1) || 1,
    search: searchParams.get('search') ?? '',
    sort: searchParams.get('sort') ?? defaults.sort,
    order: order === 'asc' ? 'asc' : 'desc',
    ...Object.fromEntries(Object.keys(filters).map((key) => [key, searchParams.get(key) ?? filters[key]])),
  } as ListState & Filters;

  function update(next: Partial<ListState & Filters>) {
    const merged: Record<string, unknown> = { ...params, page: 1, ...next };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value !== '' && value !== 'all' && !(key === 'page' && value === 1)) query.set(key, String(value));
    }
    setSearchParams(query);
  }

  // A new order starts again on page 1: the old page number means nothing in the new order.
  const sortProps = {
    sort: params.sort,
    order: params.order,
    onSort: (field: string, order: 'asc' | 'desc') => update({ sort: field, order } as Partial<ListState & Filters>),
  };
  return { params, update, sortProps };
}
