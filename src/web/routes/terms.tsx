import { PageMeta } from '../components/layout/page-meta';
import { PageHero, Section } from '../components/public/page-hero';
import { useTranslation } from '../lib/i18n';
import { formatPounds, usePublicSettings } from '../lib/public-settings';

const sections = ['who', 'service', 'price', 'refunds', 'yours', 'data'] as const;

/** The terms the payment step asks the traveller to accept; prices and decision time from the settings. */
export default function Terms() {
  const { t, i18n } = useTranslation('terms');
  const { settings } = usePublicSettings();
  const values = {
    count: settings.visaProcessingTime,
    price: formatPounds(settings.priorityProcessingFee, i18n.language),
    fee: formatPounds(settings.governmentFee, i18n.language),
  };
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} intro={t('intro')} />
      {sections.map((key) => (
        <Section key={key} title={t(`sections.${key}.title`)} intro={t(`sections.${key}.text`, values)} id={key} />
      ))}
    </>
  );
}
