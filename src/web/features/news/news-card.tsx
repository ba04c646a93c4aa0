import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { formatNewsDate } from '../../../core/format';
import type { NewsItem } from '../../../core/news';
import { useTranslation } from '../../lib/i18n';

/** One news item: date, title, summary and, on the news page, its full text on demand. */
export function NewsCard({ item, expandable = false }: { item: NewsItem; expandable?: boolean }) {
  const { t, i18n } = useTranslation('news');
  const [open, setOpen] = useState(false);
  const contentId = `news-${item.id}-content`;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <time dateTime={item.date}>{formatNewsDate(item.date, i18n.language)}</time>
      </p>
      <h3 className="mt-3 text-lg font-bold text-brand-900">{t(`items.${item.id}.title`)}</h3>
      <p className="mt-2 text-slate-700">{t(`items.${item.id}.summary`)}</p>
      {expandable && (
        <>
          <p id={contentId} hidden={!open} className="mt-3 text-slate-700">
            {t(`items.${item.id}.content`)}
          </p>
          <button
            type="button"
            className="mt-4 w-fit font-semibold text-brand-700 underline underline-offset-4"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('showLess') : t('readMore')}
          </button>
        </>
      )}
    </article>
  );
}
