import {
  Baby,
  CalendarClock,
  CheckCircle2,
  Clock,
  CreditCard,
  FileImage,
  FileText,
  Globe2,
  Mail,
  Megaphone,
  Plane,
  PoundSterling,
  ShieldCheck,
  UserCheck,
  Users,
  XCircle,
} from 'lucide-react';
import { countryCodesWithPage, countryName } from '../../core/country-names';
import { homeNewsCount } from '../../core/limits';
import { latestNews as newestNews } from '../../core/news';
import { PageMeta } from '../components/layout/page-meta';
import { ApplyCta } from '../components/public/apply-cta';
import { Flag } from '../components/public/flag';
import { ChecklistIllustration, HeroIllustration } from '../components/public/home-illustrations';
import { Section } from '../components/public/page-hero';
import { NewsCard } from '../features/news/news-card';
import { useTranslation } from '../lib/i18n';
import { LocalizedLink } from '../lib/localized-link';
import { formatPounds, usePublicSettings } from '../lib/public-settings';

const keyInfoCards = [
  { key: 'validity', icon: CalendarClock },
  { key: 'cost', icon: PoundSterling },
  { key: 'decision', icon: Clock },
  { key: 'everyone', icon: Baby },
  { key: 'advance', icon: Plane },
  { key: 'stay', icon: Globe2 },
] as const;
const steps = [
  { key: 'fill', icon: FileText },
  { key: 'pay', icon: CreditCard },
  { key: 'email', icon: Mail },
  { key: 'travel', icon: Plane },
] as const;
const documents = [
  { key: 'personal', icon: UserCheck },
  { key: 'photo', icon: FileImage },
  { key: 'passport', icon: FileText },
  { key: 'files', icon: CheckCircle2 },
] as const;
const benefits = [
  { key: 'review', icon: UserCheck },
  { key: 'family', icon: Users },
  { key: 'languages', icon: Globe2 },
  { key: 'secure', icon: ShieldCheck },
] as const;

const cardClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';
const iconClass = 'h-6 w-6 text-brand-700';

export default function Home() {
  const { t, i18n } = useTranslation('home');
  const { settings } = usePublicSettings();
  const language = i18n.language;
  // The government's usual decision time, from the settings (docs/decisions/047-the-first-readings-of-the-spec.md wording).
  const decisionDays = settings.visaProcessingTime;
  const latestNews = newestNews(homeNewsCount);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      {/* 1. Hero */}
      <section className="on-dark bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-[3fr_2fr] md:py-24">
          <div>
            <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl">{t('hero.title')}</h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">{t('hero.subtitle', { count: decisionDays })}</p>
            <ApplyCta label={t('hero.apply')} variant="light" className="mt-8" />
          </div>
          <HeroIllustration />
        </div>
      </section>

      {/* 2. Announcement */}
      <div className="border-b border-amber-200 bg-amber-50">
        <p className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 text-sm text-amber-950">
          <Megaphone className="rtl-mirror h-5 w-5 shrink-0" aria-hidden="true" />
          {/* One flowing line: as separate flex items a short CJK label ('重要:') was squeezed to one character a line. */}
          <span>
            <strong className="whitespace-nowrap">{t('announcement.label')}:</strong> {t('announcement.text')}
          </span>
        </p>
      </div>

      {/* 3. Info */}
      <Section title={t('info.title')} intro={t('info.text')} id="info" />

      {/* 4. What is the ETA */}
      <section className="bg-slate-50">
        <Section title={t('explain.title')} intro={t('explain.intro')} id="explain">
          <ul className="grid gap-4 md:grid-cols-2">
            {(['digital', 'validity', 'visits', 'notVisa'] as const).map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
                <span className="text-slate-800">{t(`explain.points.${point}`)}</span>
              </li>
            ))}
          </ul>
        </Section>
      </section>

      {/* 5. Key information */}
      <Section title={t('keyInfo.title')} id="key-info">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {keyInfoCards.map(({ key, icon: Icon }) => (
            <li key={key} className={cardClass}>
              <Icon className={iconClass} aria-hidden="true" />
              <h3 className="mt-3 font-bold text-brand-900">{t(`keyInfo.cards.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">
                {t(`keyInfo.cards.${key}.text`, {
                  fee: formatPounds(settings.governmentFee, language),
                  count: decisionDays,
                })}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      {/* 6. Info with image */}
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:grid-cols-2">
          <ChecklistIllustration label={t('check.imageAlt')} />
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">{t('check.title')}</h2>
            <p className="mt-4 text-slate-700">{t('check.text')}</p>
          </div>
        </div>
      </section>

      {/* 7. Country requirements */}
      <Section title={t('countries.title')} intro={t('countries.intro')} id="countries">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {countryCodesWithPage.map((code) => (
            <li key={code}>
              <LocalizedLink
                to={`/requirements/${code.toLowerCase()}`}
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 font-semibold text-brand-900 shadow-sm hover:border-brand-600"
              >
                <Flag code={code} />
                {countryName(code, language)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
        <LocalizedLink to="/requirements" className="mt-6 inline-block font-semibold text-brand-700 underline">
          {t('countries.viewAll')}
        </LocalizedLink>
      </Section>

      {/* 8. Process steps */}
      <section className="bg-slate-50">
        <Section title={t('steps.title')} id="steps">
          <ol className="grid gap-6 md:grid-cols-4">
            {steps.map(({ key, icon: Icon }, index) => (
              <li key={key} className={cardClass}>
                <span className="flex items-center gap-3">
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <Icon className={iconClass} aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-bold text-brand-900">{t(`steps.${key}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`steps.${key}.text`)}</p>
                {index === 0 && <ApplyCta className="mt-4" disclaimer={false} />}
              </li>
            ))}
          </ol>
        </Section>
      </section>

      {/* 9. Required documents */}
      <Section title={t('documents.title')} id="documents">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {documents.map(({ key, icon: Icon }) => (
            <li key={key} className={cardClass}>
              <Icon className={iconClass} aria-hidden="true" />
              <h3 className="mt-3 font-bold text-brand-900">{t(`documents.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`documents.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* 10. Benefits */}
      <section className="bg-slate-50">
        <Section title={t('benefits.title')} id="benefits">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map(({ key, icon: Icon }) => (
              <li key={key} className={cardClass}>
                <Icon className={iconClass} aria-hidden="true" />
                <h3 className="mt-3 font-bold text-brand-900">{t(`benefits.${key}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`benefits.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </Section>
      </section>

      {/* 11. Eligibility */}
      <Section title={t('eligibility.title')} id="eligibility">
        <div className="grid gap-6 md:grid-cols-2">
          <div className={cardClass}>
            <h3 className="font-bold text-brand-900">{t('eligibility.needsTitle')}</h3>
            <ul className="mt-3 grid gap-2">
              {(['visaFree', 'purpose', 'transit'] as const).map((key) => (
                <li key={key} className="flex items-start gap-2 text-slate-800">
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
                  {t(`eligibility.needs.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className={cardClass}>
            <h3 className="font-bold text-brand-900">{t('eligibility.exceptionsTitle')}</h3>
            <ul className="mt-3 grid gap-2">
              {(['irish', 'visa', 'airside'] as const).map((key) => (
                <li key={key} className="flex items-start gap-2 text-slate-800">
                  <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
                  {t(`eligibility.exceptions.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      {/* 12. Latest news: the newest four, each dated. */}
      {latestNews.length > 0 && (
        <section className="bg-slate-50">
          <Section title={t('news.title')} id="latest-news">
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {latestNews.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} />
                </li>
              ))}
            </ul>
            <LocalizedLink to="/news" className="mt-6 inline-block font-semibold text-brand-700 underline">
              {t('news.viewAll')}
            </LocalizedLink>
          </Section>
        </section>
      )}

      {/* 13. Final call to action */}
      <section className="mx-auto max-w-7xl px-4 py-12">
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-white md:px-12">
          <h2 className="text-2xl font-bold md:text-3xl">{t('final.title')}</h2>
          <p className="mt-3 max-w-2xl text-brand-50">{t('final.text')}</p>
          <ApplyCta variant="light" className="mt-6" disclaimer={false} />
        </div>
      </section>
    </>
  );
}
