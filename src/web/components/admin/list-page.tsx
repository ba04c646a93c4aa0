import type { ComponentProps, ReactNode } from 'react';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { CounterCards, ListFrame, Pagination } from './list-controls';
import { ListPageHeader } from './list-page-header';

/** What a list page needs of its query: react-query's result gives it as it is. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Every admin list page in one order (issue #38): the header with the page's own action and
 * Refresh, the counters, notices, the filters, the list in its frame (error with Retry, loading,
 * empty), a footnote, the pages, and then whatever the page opens over it (dialogs). Each page
 * passes only what it lists and how.
 */
export function AdminListPage({
  title,
  subtitle,
  action,
  query,
  counters,
  notices,
  filters,
  filtersAlign = 'end',
  filtersBelow,
  isEmpty,
  texts,
  children,
  footnote,
  pages,
  pagination,
  after,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  query: ListQuery;
  counters?: Omit<ComponentProps<typeof CounterCards>, 'language'>;
  notices?: ReactNode;
  filters?: ReactNode;
  filtersAlign?: 'end' | 'start';
  /** A second row of filters (dates, Clear, more filters). */
  filtersBelow?: ReactNode;
  isEmpty: boolean;
  /** The list's own words; Retry and Loading default to the admin's. */
  texts: { error: string; empty: string; retry?: string; loading?: string };
  children: ReactNode;
  footnote?: ReactNode;
  /** The numbered pages under the list; `pagination` instead for another kind (a cursor's). */
  pages?: Omit<ComponentProps<typeof Pagination>, 'language'>;
  pagination?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const refresh = { label: t('list.refresh'), busy: query.isFetching, onRefresh: () => query.refetch() };
  return (
    <div className="mx-auto max-w-7xl">
      <ListPageHeader title={title} subtitle={subtitle} action={action} refresh={refresh} />
      {counters && <CounterCards language={currentLanguage()} {...counters} />}
      {notices}
      {filters && (
        <div className={`mt-6 flex flex-wrap gap-3 ${filtersAlign === 'end' ? 'items-end' : 'items-start'}`}>
          {filters}
        </div>
      )}
      {filtersBelow}
      <ListFrame
        isError={query.isError}
        isPending={query.isPending}
        isEmpty={isEmpty}
        texts={{ retry: t('retry'), loading: t('loading'), ...texts }}
        onRetry={() => query.refetch()}
      >
        {children}
      </ListFrame>
      {footnote}
      {pages ? <Pagination language={currentLanguage()} {...pages} /> : pagination}
      {after}
    </div>
  );
}
