import { ArrowDownUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminPageSize } from '../../../core/limits';
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
  language,
  onPage,
  pageSize = adminPageSize,
}: {
  page: number;
  total: number;
  language: string;
  onPage: (page: number) => void;
  pageSize?: number;
}) {
  const { t } = useTranslation('admin');
  if (total <= 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm" aria-label={t('list.pagination')}>
      <p className="text-slate-600">
        {t('list.showing', {
          from: (page - 1) * pageSize + 1,
          to: Math.min(total, page * pageSize),
          total: new Intl.NumberFormat(language).format(total),
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

/** A column header; with a field it is a button that sorts by it (ascending first, then toggles). */
export function SortHeader<Field extends string>({
  field,
  label,
  sort,
  order,
  onSort,
}: {
  field: Field | null;
  label: string;
  sort: string;
  order: 'asc' | 'desc';
  onSort: (field: Field, order: 'asc' | 'desc') => void;
}) {
  const active = field !== null && sort === field;
  return (
    <th
      scope="col"
      className="px-3 py-2 text-start font-semibold"
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
