import { SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type FaqTab, faqTabs, isFaqTab } from '../../core/faq';
import { PageMeta } from '../components/layout/page-meta';
import { ApplyCta } from '../components/public/apply-cta';
import { Disclaimer } from '../components/public/disclaimer';
import { type FaqEntry, FaqList } from '../components/public/faq-list';
import { PageHero } from '../components/public/page-hero';
import { SearchInput } from '../components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useTranslation } from '../lib/i18n';
import { LocalizedLink } from '../lib/localized-link';
import { formatPounds, usePublicSettings } from '../lib/public-settings';

const tabNames = Object.keys(faqTabs) as FaqTab[];

/** The tab named by ?tab= or #hash, so other pages can link straight to a topic. */
function tabFromLocation(search: string, hash: string): FaqTab {
  const fromQuery = new URLSearchParams(search).get('tab');
  const fromHash = hash.replace(/^#/, '');
  if (isFaqTab(fromQuery)) return fromQuery;
  if (isFaqTab(fromHash)) return fromHash;
  return 'general';
}

export default function Faq() {
  const { t, i18n } = useTranslation('faq');
  const { settings } = usePublicSettings();
  const { search, hash } = useLocation();
  const [tab, setTab] = useState<string>(() => tabFromLocation(search, hash));
  const [query, setQuery] = useState('');
  useEffect(() => setTab(tabFromLocation(search, hash)), [search, hash]);

  const values = {
    price: formatPounds(settings.priorityProcessingFee, i18n.language),
    fee: formatPounds(settings.governmentFee, i18n.language),
    count: settings.visaProcessingTime,
  };
  const entriesOf = (tabName: FaqTab): FaqEntry[] =>
    faqTabs[tabName].map((id) => ({
      id: `${tabName}-${id}`,
      question: t(`items.${tabName}.${id}.question`, values),
      answer: t(`items.${tabName}.${id}.answer`, values),
    }));
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const matches = needle
    ? tabNames
        .flatMap(entriesOf)
        .filter((entry) => `${entry.question} ${entry.answer}`.toLocaleLowerCase(i18n.language).includes(needle))
    : [];

  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} intro={t('intro')}>
        <div className="mt-8">
          <SearchInput label={t('searchLabel')} value={query} onChange={setQuery} />
        </div>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10">
        {needle ? (
          <section aria-labelledby="faq-results">
            <h2 id="faq-results" className="mb-4 text-xl font-bold text-brand-900">
              {t('resultsFor', { query: query.trim() })}
            </h2>
            {matches.length > 0 ? (
              <FaqList items={matches} />
            ) : (
              <output className="block rounded-xl border border-slate-200 p-8 text-center">
                <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
                <p className="mt-3 text-lg font-semibold text-brand-900">{t('noResults')}</p>
                <p className="mt-1 text-slate-700">{t('noResultsText')}</p>
                <button
                  type="button"
                  onClick={() => setQuery('')}
                  className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  {t('clearSearch')}
                </button>
              </output>
            )}
          </section>
        ) : (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t('tabs.label')}>
              {tabNames.map((name) => (
                <TabsTrigger key={name} value={name} id={`faq-tab-${name}`}>
                  {t(`tabs.${name}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabNames.map((name) => (
              <TabsContent key={name} value={name}>
                <h2 className="sr-only">{t(`tabs.${name}`)}</h2>
                <FaqList items={entriesOf(name)} />
              </TabsContent>
            ))}
          </Tabs>
        )}
        <Disclaimer className="mt-6" />
        <section className="mt-12 rounded-2xl bg-slate-50 p-8" aria-labelledby="faq-more">
          <h2 id="faq-more" className="text-xl font-bold text-brand-900">
            {t('cta.title')}
          </h2>
          <LocalizedLink
            to="/contact-support"
            className="mt-4 inline-block rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800"
          >
            {t('cta.support')}
          </LocalizedLink>
          <ApplyCta className="mt-6" />
        </section>
      </div>
    </>
  );
}
