import { ArrowDownUp, RefreshCw, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { maxLengths } from '../../../core/limits';

export { type ListState, useListParams } from './list-params';
export { CursorPagination, Pagination, pageNumbers } from './pagination';

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
