import { PageMeta } from '../components/layout/page-meta';
import { LegalSections, leftToRight, legalLinkClass } from '../components/public/legal-sections';
import { PageHero } from '../components/public/page-hero';
import { useTranslation } from '../lib/i18n';
import { LocalizedLink } from '../lib/localized-link';
import { formatPounds, usePublicSettings } from '../lib/public-settings';

/**
 * The terms the payment step asks the traveller to accept (issue #18 item 2); prices, decision time,
 * retention and contacts from the settings.
 *
 * LAWYER: before launch a lawyer must confirm, in every language, the sentences of
 * - sections.who (the mandate: that paying and accepting these terms instructs us for each traveller),
 * - sections.notDo (the limits of our liability: no advice, no promise of a grant or of entry),
 * - sections.refunds and sections.refusal (the refund policy against the Consumer Contracts
 *   Regulations 2013: the right to cancel within 14 days and its loss once the service is performed),
 * - sections.data (six years' accounting record),
 * and add what the law asks of us and the terms do not yet say: the company's legal name, number and
 * registered address, and the governing law and courts.
 */
export default function Terms() {
  const { t, i18n } = useTranslation('terms');
  const { settings } = usePublicSettings();
  const fee = formatPounds(settings.governmentFee, i18n.language);
  const text = (key: string, values: Record<string, unknown> = {}) => t(`sections.${key}.text`, values);
  const sections = [
    { id: 'who', text: text('who', { fee }) }, // LAWYER
    { id: 'service', text: text('service', { count: settings.visaProcessingTime }) },
    { id: 'notDo', text: text('notDo') }, // LAWYER
    { id: 'price', text: text('price', { price: formatPounds(settings.priorityProcessingFee, i18n.language), fee }) },
    { id: 'refunds', text: text('refunds') }, // LAWYER
    { id: 'refusal', text: text('refusal') }, // LAWYER
    { id: 'yours', text: text('yours') },
    {
      id: 'data',
      text: text('data', { count: settings.documentRetentionDays }), // LAWYER
      extra: (
        <LocalizedLink to="/privacy" className={legalLinkClass}>
          {t('privacyLink')}
        </LocalizedLink>
      ),
    },
    {
      id: 'contact',
      text: text('contact', { email: leftToRight(settings.supportEmail), phone: leftToRight(settings.supportPhone) }),
      extra: (
        <LocalizedLink to="/contact" className={legalLinkClass}>
          {t('contactLink')}
        </LocalizedLink>
      ),
    },
  ];
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} intro={t('intro')} />
      <LegalSections sections={sections.map((section) => ({ ...section, title: t(`sections.${section.id}.title`) }))} />
    </>
  );
}
