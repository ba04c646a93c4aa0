import { Check, CreditCard, RotateCcw, Smartphone } from 'lucide-react';
import { PageMeta } from '../components/layout/page-meta';
import { ApplyCta } from '../components/public/apply-cta';
import { Disclaimer } from '../components/public/disclaimer';
import { PageHero, Section } from '../components/public/page-hero';
import { useTranslation } from '../lib/i18n';
import { formatPounds, usePublicSettings } from '../lib/public-settings';

const features = ['review', 'submit', 'family', 'support', 'updates'] as const;
const cardBrands = ['Visa', 'Mastercard', 'American Express'] as const;
const wallets = ['Apple Pay', 'Google Pay'] as const;

export default function Pricing() {
  const { t, i18n } = useTranslation('pricing');
  const { settings, live } = usePublicSettings();
  const language = i18n.language;
  const price = settings.priorityProcessingFee;
  const government = settings.governmentFee;
  const service = Math.max(0, Math.round((price - government) * 100) / 100);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} intro={t('intro')} />
      <section className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[3fr_2fr]" aria-labelledby="plan-title">
        <div className="rounded-2xl border-2 border-brand-700 bg-white p-8 shadow-md">
          <h2 id="plan-title" className="text-2xl font-bold text-brand-900">
            {t('plan.name')}
          </h2>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold text-brand-900" data-testid="plan-price" data-live={live}>
              {formatPounds(price, language)}
            </span>
            <span className="text-slate-700">{t('plan.perTraveller')}</span>
          </p>
          <p className="mt-2 font-semibold text-emerald-800">
            {t('plan.includes', { fee: formatPounds(government, language) })}
          </p>
          <p className="mt-1 text-slate-700">{t('plan.processing')}</p>
          <ul className="mt-6 grid gap-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-slate-800">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
                {t(`plan.features.${feature}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
            {t('plan.decisionNote', { count: settings.visaProcessingTime })}
          </p>
          <ApplyCta className="mt-6" />
        </div>
        <div className="rounded-2xl bg-slate-50 p-8">
          <h2 className="text-xl font-bold text-brand-900">{t('breakdown.title')}</h2>
          <dl className="mt-4 grid gap-3">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{t('breakdown.government')}</dt>
              <dd className="font-semibold">{formatPounds(government, language)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{t('breakdown.service')}</dt>
              <dd className="font-semibold">{formatPounds(service, language)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-300 pt-3">
              <dt className="font-bold">{t('breakdown.total')}</dt>
              <dd className="font-bold">{formatPounds(price, language)}</dd>
            </div>
          </dl>
          <Disclaimer className="mt-6" />
        </div>
      </section>
      <Section title={t('payment.title')} intro={t('payment.text')} id="payment">
        <ul className="flex flex-wrap gap-3">
          {cardBrands.map((brand) => (
            <li
              key={brand}
              className="flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-semibold"
            >
              <CreditCard className="h-5 w-5 text-brand-700" aria-hidden="true" />
              {brand}
            </li>
          ))}
          {wallets.map((wallet) => (
            <li
              key={wallet}
              className="flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-semibold"
            >
              <Smartphone className="h-5 w-5 text-brand-700" aria-hidden="true" />
              {wallet}
            </li>
          ))}
        </ul>
      </Section>
      <section className="bg-slate-50">
        <Section title={t('refund.title')} id="refund">
          <ul className="grid gap-3">
            {(['beforeSubmission', 'ourFault', 'noRefund'] as const).map((key) => (
              <li key={key} className="flex items-start gap-3 text-slate-800">
                <RotateCcw className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                {t(`refund.${key}`)}
              </li>
            ))}
          </ul>
        </Section>
      </section>
    </>
  );
}
