import { PageMeta } from '../components/layout/page-meta';
import { ApplyCta } from '../components/public/apply-cta';
import { FaqList } from '../components/public/faq-list';
import { PageHero, Section } from '../components/public/page-hero';
import { useTranslation } from '../lib/i18n';
import { usePublicSettings } from '../lib/public-settings';

const questions = ['official', 'why', 'faster', 'data', 'contact'] as const;

export default function AboutUs() {
  const { t } = useTranslation('aboutUs');
  const { settings } = usePublicSettings();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} intro={t('intro')} />
      <Section title={t('who.title')} intro={t('who.text')} id="who" />
      <section className="bg-slate-50">
        <Section title={t('mission.title')} intro={t('mission.text')} id="mission" />
      </section>
      <Section title={t('faq.title')} id="about-faq">
        <FaqList
          items={questions.map((key) => ({
            id: key,
            question: t(`faq.${key}.question`),
            answer: t(`faq.${key}.answer`, { count: settings.visaProcessingTime }),
          }))}
        />
        <ApplyCta className="mt-10" />
      </Section>
    </>
  );
}
