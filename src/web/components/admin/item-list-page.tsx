import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { AdminListPage } from './list-page';

/**
 * An admin list of items that wait for staff, a page at a time, each a row of its own (failed
 * e-mails, payments that need attention). The namespace holds the page's words under the same
 * keys: title, subtitle, loadFailed, tryAgain, loading and empty.
 */
export function ItemListPage<Data extends { items: unknown[]; total: number }>({
  namespace,
  useItems,
  pageSize,
  children,
  after,
}: {
  namespace: string;
  /** The page's query, by page number. */
  useItems: (page: number) => UseQueryResult<Data>;
  pageSize: number;
  /** The rows of a page: `<li>`s, one an item. */
  children: (data: Data | undefined) => ReactNode;
  /** What stands under the list, given the page loaded. */
  after?: (data: Data | undefined) => ReactNode;
}) {
  const { t } = useTranslation([namespace, 'admin']);
  const [page, setPage] = useState(1);
  const list = useItems(page);
  const { data } = list;
  return (
    <AdminListPage
      title={t('title')}
      subtitle={t('subtitle')}
      query={list}
      isEmpty={(data?.items.length ?? 0) === 0}
      texts={{ error: t('loadFailed'), retry: t('tryAgain'), loading: t('loading'), empty: t('empty') }}
      pages={{ page, total: data?.total ?? 0, onPage: setPage, pageSize }}
      after={after?.(data)}
    >
      <ul className="divide-y divide-slate-200">{children(data)}</ul>
    </AdminListPage>
  );
}
