import type { ReactNode } from 'react';
import { PageMeta } from '../layout/page-meta';
import { RefreshButton } from './list-controls';

/**
 * The top of an admin list page: the page's title (also the tab's), what it lists, and Refresh,
 * or the page's own action where it has one (Add user).
 */
export function ListPageHeader({
  title,
  subtitle,
  refresh,
  action,
}: {
  title: string;
  subtitle?: string;
  refresh?: { label: string; busy: boolean; onRefresh: () => void };
  action?: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 max-w-3xl text-sm text-slate-600">{subtitle}</p>}
        </div>
        {action}
        {refresh && <RefreshButton label={refresh.label} busy={refresh.busy} onClick={refresh.onRefresh} />}
      </div>
    </>
  );
}
