import { useState } from 'react';
import { formatMoney } from '../../../core/format';
import { type NewsItem, newsAmounts } from '../../../core/news';
import { type TFunction, useTranslation } from '../../lib/i18n';

/** A news item's full text, the amounts it names in the reader's money format ('£16', '16 £'). */
export function newsContent(t: TFunction, id: NewsItem['id'], language: string): string {
  const amounts = Object.entries(newsAmounts[id] ?? {}).map(([name, pence]) => [
    name,
    formatMoney(pence, language, { wholePounds: true }),
  ]);
  return t(`items.${id}.content`, Object.fromEntries(amounts));
}

/** The news page's 'Read more': the item's full text on demand (the home page's cards have none). */
export function NewsMore({ item }: { item: NewsItem }) {
  const { t, i18n } = useTranslation('news');
  const [open, setOpen] = useState(false);
  const contentId = `news-${item.id}-content`;
  return (
    <>
      <p id={contentId} hidden={!open} className="mt-3 text-slate-700">
        {newsContent(t, item.id, i18n.language)}
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
  );
}
