import { Clock, Languages, Mail, Phone } from 'lucide-react';
import { PageMeta } from '../components/layout/page-meta';
import { PageHero } from '../components/public/page-hero';
import { SupportHoursLines, supportLanguagesText } from '../components/public/support-hours';
import { ContactForm } from '../features/contact/contact-form';
import { useTranslation } from '../lib/i18n';
import { usePublicSettings } from '../lib/public-settings';
import { withQueryClient } from '../lib/with-query-client';

function Contact() {
  const { t, i18n } = useTranslation('contact');
  const { settings } = usePublicSettings();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} intro={t('intro')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="contact-info" className="rounded-2xl bg-brand-50 p-8">
          <h2 id="contact-info" className="text-xl font-bold text-brand-900">
            {t('info.title')}
          </h2>
          <dl className="mt-6 grid gap-6">
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Mail className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                {t('info.email')}
              </dt>
              <dd className="ps-7">
                <a href={`mailto:${settings.supportEmail}`} className="text-brand-800 underline">
                  {settings.supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Phone className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                {t('info.phone')}
              </dt>
              <dd className="ps-7">
                <a
                  href={`tel:${settings.supportPhone.replace(/\s/g, '')}`}
                  className="text-brand-800 underline"
                  dir="ltr"
                >
                  {settings.supportPhone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Clock className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                {t('info.hoursTitle')}
              </dt>
              <dd className="ps-7">
                <SupportHoursLines t={t} language={i18n.language} />
              </dd>
              <dd className="ps-7">{t('info.hoursOnline')}</dd>
              <dd className="ps-7 text-sm text-slate-700">{t('info.hoursOutside')}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Languages className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                {t('info.languagesTitle')}
              </dt>
              <dd className="ps-7" data-testid="support-languages">
                {supportLanguagesText(i18n.language)}
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-6 text-xl font-bold text-brand-900">
            {t('form.title')}
          </h2>
          <ContactForm variant="contact" />
        </section>
      </div>
    </>
  );
}

export default withQueryClient(Contact);
