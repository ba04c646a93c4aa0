import { PageMeta } from '../layout/page-meta';
import { RefreshButton } from './list-controls';

/** The top of an admin list page: the page's title (also the tab's), what it lists, and Refresh. */
export function ListPageHeader({
  title,
  subtitle,
  refreshLabel,
  busy,
  onRefresh,
}: {
  title: string;
  subtitle: string;
  refreshLabel: string;
  busy: boolean;
  onRefresh: () => void;
}) {
  return (
    <>
      <PageMeta title={title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{subtitle}</p>
        </div>
        <RefreshButton label={refreshLabel} busy={busy} onClick={onRefresh} />
      </div>
    </>
  );
}
