import { ArrowLeft, CheckCircle2, FileText, Plane } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { localToday } from '../../core/applications';
import { countryName, countryNameInSentence, etaCountriesFor, hasCountryPage } from '../../core/countries';
import { etaListSource } from '../../core/eta-nationalities';
import { PageMeta } from '../components/layout/page-meta';
import { ApplyCta } from '../components/public/apply-cta';
import { FaqList } from '../components/public/faq-list';
import { Flag } from '../components/public/flag';
import { PageHero } from '../components/public/page-hero';
import { SearchInput } from '../components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useTranslation } from '../lib/i18n';
import { LocalizedLink } from '../lib/localized-link';
import NotFound from './not-found';

const europeanCodes = new Set(['BE', 'DE', 'SE']);
const longHaulCodes = new Set(['AU', 'JP', 'NZ']);

function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-slate-800">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function Requirements() {
  const code = useParams().countryCode;
  // A country without its own page is the not-found page (the server answers it with 404).
  if (code !== undefined && !hasCountryPage(code.toUpperCase())) return <NotFound />;
  return <RequirementsPage />;
}

function RequirementsPage() {
  const { t, i18n } = useTranslation('requirements');
  const language = i18n.language;
  const code = useParams().countryCode?.toUpperCase();
  const country = code && hasCountryPage(code) ? code : undefined;
  const [tab, setTab] = useState(country ? 'country' : code ? 'countries' : 'general');

  // A new country (or none) resets the tab and scrolls to the top.
  useEffect(() => {
    setTab(country ? 'country' : code ? 'countries' : 'general');
    window.scrollTo(0, 0);
  }, [country, code]);

  const name = country ? countryName(country, language) : '';
  // In a sentence: 'citizens of the United States' (each language's texts are written to fit the name).
  const inSentence = country ? countryNameInSentence(country, language) : '';
  const title = country ? t('country.title', { country: inSentence }) : t('title');
  return (
    <>
      <PageMeta
        title={country ? t('meta.countryTitle', { country: inSentence }) : t('meta.title')}
        description={country ? t('meta.countryDescription', { country: inSentence }) : t('meta.description')}
      />
      <PageHero title={title} intro={country ? t('country.intro', { country: inSentence }) : t('intro')}>
        {country && (
          <LocalizedLink
            to="/requirements"
            className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline"
          >
            <ArrowLeft className="rtl-mirror h-4 w-4" aria-hidden="true" />
            {t('country.back')}
          </LocalizedLink>
        )}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="general">{t('tabs.general')}</TabsTrigger>
            <TabsTrigger value="eligibility">{t('tabs.eligibility')}</TabsTrigger>
            <TabsTrigger value="documents">{t('tabs.documents')}</TabsTrigger>
            {country ? (
              <TabsTrigger value="country">{t('country.tab', { country: name })}</TabsTrigger>
            ) : (
              <TabsTrigger value="countries">{t('tabs.countries')}</TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="general">
            <h2 className="mb-4 text-2xl font-bold text-brand-900">{t('general.title')}</h2>
            <Checklist
              items={(['passport', 'photo', 'email', 'stay', 'character', 'timing'] as const).map((key) =>
                t(`general.${key}`),
              )}
            />
          </TabsContent>
          <TabsContent value="eligibility">
            <h2 className="mb-4 text-2xl font-bold text-brand-900">{t('eligibility.title')}</h2>
            <p className="mb-4 max-w-3xl text-slate-700">{t('eligibility.text')}</p>
            <Checklist items={(['everyone', 'irish', 'refusal'] as const).map((key) => t(`eligibility.${key}`))} />
          </TabsContent>
          <TabsContent value="documents">
            <h2 className="mb-4 text-2xl font-bold text-brand-900">{t('documents.title')}</h2>
            <Checklist
              items={(['passport', 'photo', 'additional', 'size'] as const).map((key) => t(`documents.${key}`))}
            />
          </TabsContent>
          {country ? (
            <TabsContent value="country">
              <CountryDetails code={country} name={name} inSentence={inSentence} />
            </TabsContent>
          ) : (
            <TabsContent value="countries">
              <CountryList />
            </TabsContent>
          )}
        </Tabs>
        <ApplyCta className="mt-10" />
      </div>
    </>
  );
}

function CountryList() {
  const { t, i18n } = useTranslation('requirements');
  const [query, setQuery] = useState('');
  // Every nationality that needs an ETA today (src/core/eta-nationalities.ts), in the reader's order.
  const countries = useMemo(() => etaCountriesFor(i18n.language, localToday()), [i18n.language]);
  const checkedOn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${etaListSource.checkedOn}T00:00:00Z`),
  );
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const shown = countries.filter((country) => country.name.toLocaleLowerCase(i18n.language).includes(needle));
  return (
    <>
      <h2 className="text-2xl font-bold text-brand-900">{t('countries.title')}</h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('countries.intro')}</p>
      <p className="mt-1 mb-6 text-sm text-slate-600" data-testid="eta-list-checked">
        <a href={etaListSource.url} className="underline" rel="noopener noreferrer">
          {t('countries.checked', { date: checkedOn })}
        </a>
      </p>
      <SearchInput label={t('countries.searchLabel')} value={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <output className="mt-6 block text-slate-700">{t('countries.empty')}</output>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="country-list">
          {shown.map((country) => (
            <li key={country.code}>
              {country.hasPage ? (
                <LocalizedLink
                  to={`/requirements/${country.code.toLowerCase()}`}
                  className="flex items-center gap-3 rounded-lg border border-brand-600 bg-brand-50 p-3 font-semibold text-brand-900 hover:bg-brand-100"
                >
                  <Flag code={country.code} />
                  <span>
                    {country.name}
                    <span className="block text-xs font-normal text-brand-800">{t('countries.guide')}</span>
                  </span>
                </LocalizedLink>
              ) : (
                <span className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 text-slate-800">
                  <Flag code={country.code} />
                  {country.name}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CountryDetails({ code, name, inSentence }: { code: string; name: string; inSentence: string }) {
  const { t } = useTranslation('requirements');
  const flightKey = longHaulCodes.has(code) ? `country.flight.${code}` : 'country.flight.generic';
  return (
    <div className="grid gap-8">
      <div className="flex items-center gap-4">
        <Flag code={code} eager className="h-10 w-15" />
        <h2 className="text-2xl font-bold text-brand-900">{name}</h2>
      </div>
      <p className="rounded-lg bg-brand-50 p-4 font-semibold text-brand-900">
        {t(europeanCodes.has(code) ? 'country.since.european' : 'country.since.nonEuropean', { country: inSentence })}
      </p>
      <section aria-labelledby="country-need">
        <h3 id="country-need" className="mb-3 flex items-center gap-2 text-xl font-bold text-brand-900">
          <FileText className="h-5 w-5" aria-hidden="true" />
          {t('country.need.title')}
        </h3>
        <Checklist
          items={(['passport', 'photo', 'email'] as const).map((key) =>
            t(`country.need.${key}`, { country: inSentence }),
          )}
        />
      </section>
      <section aria-labelledby="country-flight">
        <h3 id="country-flight" className="mb-3 flex items-center gap-2 text-xl font-bold text-brand-900">
          <Plane className="rtl-mirror h-5 w-5" aria-hidden="true" />
          {t('country.flight.title')}
        </h3>
        <p className="max-w-3xl text-slate-800" data-testid="flight-wording">
          {t(flightKey)}
        </p>
      </section>
      <section aria-labelledby="country-faq">
        <h3 id="country-faq" className="mb-3 text-xl font-bold text-brand-900">
          {t('country.faq.title')}
        </h3>
        <FaqList
          items={(['need', 'validity', 'dual', 'children'] as const).map((key) => ({
            id: key,
            question: t(`country.faq.${key}.question`, { country: inSentence }),
            answer: t(`country.faq.${key}.answer`, { country: inSentence }),
          }))}
        />
      </section>
    </div>
  );
}
