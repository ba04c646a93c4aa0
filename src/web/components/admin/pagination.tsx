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
