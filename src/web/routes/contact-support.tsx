import { BookOpen, Clock, CreditCard, LifeBuoy, Mail, MessageCircle, Phone, Wrench } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { normaliseReference } from '../../core/references';
import { PageMeta } from '../components/layout/page-meta';
import { PageHero } from '../components/public/page-hero';
import { SupportHoursLines } from '../components/public/support-hours';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { ContactForm } from '../features/contact/contact-form';
import { useTranslation } from '../lib/i18n';
import { LocalizedLink } from '../lib/localized-link';
import { usePublicSettings } from '../lib/public-settings';
import { withQueryClient } from '../lib/with-query-client';

/** Self-help topics and the FAQ tab each opens (docs/decisions/047-the-first-readings-of-the-spec.md: no placeholder links). */
const selfHelp = [
  { key: 'application', tab: 'process', icon: LifeBuoy },
  { key: 'payment', tab: 'general', icon: CreditCard },
  { key: 'technical', tab: 'support', icon: Wrench },
] as const;

function ContactSupport() {
  const { t, i18n } = useTranslation('contact');
  const { settings } = usePublicSettings();
  const [tab, setTab] = useState('form');
  const formArea = useRef<HTMLDivElement>(null);
  // /contact-support?reference=ADV-… (from an application's page) fills in the reference.
  const reference = normaliseReference(useSearchParams()[0].get('reference') ?? '') ?? undefined;

  /** No chat service is configured, so live chat opens the support form (docs/decisions/047-the-first-readings-of-the-spec.md). */
  function startChat() {
    setTab('form');
    requestAnimationFrame(() => {
      formArea.current?.scrollIntoView({ block: 'start' });
      formArea.current?.querySelector<HTMLInputElement>('input')?.focus();
    });
  }

  return (
    <>
      <PageMeta title={t('meta.supportTitle')} description={t('meta.supportDescription')} />
      <PageHero title={t('support.title')} intro={t('support.intro')} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="support-hours" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="support-hours" className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <Clock className="h-5 w-5" aria-hidden="true" />
            {t('support.hoursTitle')}
          </h2>
          <ul className="mt-3 grid gap-1 text-slate-800">
            <li>
              <SupportHoursLines t={t} language={i18n.language} />
            </li>
            <li>{t('info.hoursOnline')}</li>
            <li className="text-sm text-slate-700">{t('info.hoursOutside')}</li>
          </ul>
        </section>
        <section aria-labelledby="support-contacts" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="support-contacts" className="text-lg font-bold text-brand-900">
            {t('info.title')}
          </h2>
          <p className="mt-3 flex items-center gap-2">
            <Phone className="h-5 w-5 text-brand-700" aria-hidden="true" />
            <a href={`tel:${settings.supportPhone.replace(/\s/g, '')}`} className="text-brand-800 underline" dir="ltr">
              {settings.supportPhone}
            </a>
          </p>
          <p className="mt-2 flex items-center gap-2">
            <Mail className="h-5 w-5 text-brand-700" aria-hidden="true" />
            <a href={`mailto:${settings.supportEmail}`} className="text-brand-800 underline">
              {settings.supportEmail}
            </a>
          </p>
        </section>
        <section aria-labelledby="support-chat" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="support-chat" className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <MessageCircle className="h-5 w-5" aria-hidden="true" />
            {t('support.chatTitle')}
          </h2>
          <p className="mt-2 text-slate-800">{t('support.chatText')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={startChat}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('support.chatButton')}
            </button>
            <LocalizedLink
              to="/faq"
              className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800"
            >
              {t('support.faqButton')}
            </LocalizedLink>
          </div>
        </section>
      </div>
      <div ref={formArea} className="mx-auto max-w-4xl scroll-mt-20 px-4 pb-12">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('support.tabsLabel')}>
            <TabsTrigger value="form">{t('support.formTab')}</TabsTrigger>
            <TabsTrigger value="self-help">{t('support.selfHelpTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="form">
            <ContactForm variant="support" applicationReference={reference} />
          </TabsContent>
          <TabsContent value="self-help">
            <ul className="grid gap-4 md:grid-cols-3">
              {selfHelp.map(({ key, tab: faqTab, icon: Icon }) => (
                <li key={key} className="rounded-xl border border-slate-200 p-6">
                  <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
                  <h2 className="mt-3 font-bold text-brand-900">{t(`support.selfHelp.${key}.title`)}</h2>
                  <p className="mt-1 text-slate-700">{t(`support.selfHelp.${key}.text`)}</p>
                  <LocalizedLink
                    to={`/faq#${faqTab}`}
                    className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline"
                  >
                    <BookOpen className="h-4 w-4" aria-hidden="true" />
                    {t('support.selfHelp.open')}
                    <span className="sr-only">: {t(`support.selfHelp.${key}.title`)}</span>
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

export default withQueryClient(ContactSupport);
