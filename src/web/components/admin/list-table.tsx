import type { ReactNode } from 'react';
import { SortHeader } from './list-controls';

/** A column of an admin list: with a field its header sorts by it, without one it is a plain header. */
export interface ListColumn {
  field: string | null;
  label: string;
}

/** What sorting an admin list needs; `useListParams` gives it as `sortProps`. */
interface SortProps {
  sort: string;
  order: 'asc' | 'desc';
  onSort: (field: string, order: 'asc' | 'desc') => void;
}

const unsorted: SortProps = { sort: '', order: 'desc', onSort: () => undefined };

/**
 * The table of an admin list (issue #38): its header row of columns, an end column for each row's
 * menu when `actions` names it, and the rows (`children`).
 */
export function ListTable({
  columns,
  sortProps = unsorted,
  actions,
  children,
}: {
  columns: ListColumn[];
  sortProps?: SortProps;
  actions?: string;
  children: ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          {columns.map((column) => (
            <SortHeader key={column.label} field={column.field} label={column.label} {...sortProps} />
          ))}
          {actions && (
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {actions}
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
}

const pillTones = {
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-900',
  purple: 'bg-purple-100 text-purple-900',
  slate: 'bg-slate-100 text-slate-800',
} as const;

/** A short word in a coloured pill in a list's cell: a status, a role, on or off. */
export function Pill({ tone, children }: { tone: keyof typeof pillTones; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${pillTones[tone]}`}>{children}</span>;
}

/** A filter's options: 'all' first under its own words, then each value under its label. */
export function filterOptions<Value extends string>(
  allLabel: string,
  values: readonly Value[],
  label: (value: Value) => string,
) {
  return [{ value: 'all', label: allLabel }, ...values.map((value) => ({ value, label: label(value) }))];
}

/** The counters above a list: each key under its label, with the list's count for it once loaded. */
export function counterItems<Key extends string>(
  keys: readonly Key[],
  label: (key: Key) => string,
  values: Partial<Record<Key, number>> | undefined,
) {
  return keys.map((key) => ({ key, label: label(key), value: values?.[key] }));
}
