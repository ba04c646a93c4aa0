import { useState } from 'react';
import { newsItems } from '../../core/news';
import { PageMeta } from '../components/layout/page-meta';
import { PageHero } from '../components/public/page-hero';
import { SearchInput } from '../components/ui/search-input';
import { NewsCard } from '../features/news/news-card';
import { NewsMore, newsContent } from '../features/news/news-more';
import { useTranslation } from '../lib/i18n';

export default function News() {
  const { t, i18n } = useTranslation('news');
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const shown = newsItems.filter((item) =>
    [t(`items.${item.id}.title`), t(`items.${item.id}.summary`), newsContent(t, item.id, i18n.language)]
      .join(' ')
      .toLocaleLowerCase(i18n.language)
      .includes(needle),
  );
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} intro={t('intro')}>
        <div className="mt-8">
          <SearchInput label={t('searchLabel')} value={query} onChange={setQuery} />
        </div>
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-label={t('title')}>
        {shown.length === 0 ? (
          <output className="block text-slate-700">{t('noResults')}</output>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              <li key={item.id}>
                <NewsCard item={item}>
                  <NewsMore item={item} />
                </NewsCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
