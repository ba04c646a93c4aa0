import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNewsDate } from '../../../core/format';
import type { NewsItem } from '../../../core/news';
import { useTranslation } from '../../lib/i18n';

/** One news item: date, title, summary and, on the news page, its full text on demand (`children`). */
export function NewsCard({ item, children }: { item: NewsItem; children?: ReactNode }) {
  const { t, i18n } = useTranslation('news');
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <time dateTime={item.date}>{formatNewsDate(item.date, i18n.language)}</time>
      </p>
      <h3 className="mt-3 text-lg font-bold text-brand-900">{t(`items.${item.id}.title`)}</h3>
      <p className="mt-2 text-slate-700">{t(`items.${item.id}.summary`)}</p>
      {children}
    </article>
  );
}
