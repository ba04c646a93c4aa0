import { CreditCard, FileText, Lightbulb, MailCheck, SearchCheck } from 'lucide-react';
import { PageMeta } from '../components/layout/page-meta';
import { ApplyCta } from '../components/public/apply-cta';
import { PageHero, Section } from '../components/public/page-hero';
import { useTranslation } from '../lib/i18n';
import { LocalizedLink } from '../lib/localized-link';
import { formatPounds, usePublicSettings } from '../lib/public-settings';

const steps = [
  { key: 'complete', icon: FileText },
  { key: 'pay', icon: CreditCard },
  { key: 'review', icon: SearchCheck },
  { key: 'receive', icon: MailCheck },
] as const;

export default function HowItWorks() {
  const { t, i18n } = useTranslation('howItWorks');
  const { settings } = usePublicSettings();
  const values = {
    price: formatPounds(settings.priorityProcessingFee, i18n.language),
    fee: formatPounds(settings.governmentFee, i18n.language),
    count: settings.visaProcessingTime,
  };
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} intro={t('intro')}>
        <ApplyCta className="mt-8" />
      </PageHero>
      <Section title={t('steps.title')} id="steps">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ key, icon: Icon }, index) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex items-center gap-3">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-bold text-brand-900">{t(`steps.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`steps.${key}.text`, values)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <section className="bg-slate-50">
        <Section title={t('after.title')} intro={t('after.text', values)} id="after" />
      </section>
      <Section title={t('tips.title')} id="tips">
        <ul className="grid gap-4 md:grid-cols-3">
          {(['passport', 'photo', 'early'] as const).map((key) => (
            <li key={key} className="flex items-start gap-3 rounded-xl bg-amber-50 p-5 text-slate-800">
              <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
              {t(`tips.${key}`)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('links.title')} id="more">
        <div className="flex flex-wrap gap-4">
          <LocalizedLink
            to="/faq"
            className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800"
          >
            {t('links.faq')}
          </LocalizedLink>
          <LocalizedLink
            to="/contact-support"
            className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800"
          >
            {t('links.support')}
          </LocalizedLink>
        </div>
        <ApplyCta className="mt-8" />
      </Section>
    </>
  );
}
