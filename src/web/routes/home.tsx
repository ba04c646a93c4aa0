import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/layout/page-meta';
import { LocalizedLink } from '../lib/localized-link';

export default function Home() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-brand-900 md:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <LocalizedLink
              to="/apply"
              className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {t('hero.apply')}
              <ArrowRight className="rtl-mirror h-5 w-5" aria-hidden="true" />
            </LocalizedLink>
          </div>
          <p className="mt-4 max-w-2xl text-sm text-slate-600" data-testid="cta-disclaimer">
            {t('common:disclaimer.short', { fee: '16.00' })}
          </p>
        </div>
      </section>
    </>
  );
}
