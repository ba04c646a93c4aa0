import { PageMeta } from '../components/layout/page-meta';
import { LegalSections, leftToRight, legalLinkClass } from '../components/public/legal-sections';
import { PageHero } from '../components/public/page-hero';
import { useTranslation } from '../lib/i18n';
import { LocalizedLink } from '../lib/localized-link';
import { formatPounds, usePublicSettings } from '../lib/public-settings';

/**
 * The privacy notice (issue #18 item 2): who we are, what we hold and why, the lawful basis, how
 * long (the documentRetentionDays setting, decision 016), export and erasure, processors, rights,
 * the ICO and contacts.
 *
 * LAWYER: before launch a lawyer must confirm, in every language, the sentences of
 * - sections.who (Advena as controller; add the company's legal name, registered address and ICO
 *   registration number, and a data protection contact if one is appointed),
 * - sections.basis (the lawful bases chosen, and whether passport photos count as special category data),
 * - homeOfficeQuestions (the condition for criminal-offence data, decision 033),
 * - sections.retention (six years for the accounting record),
 * - sections.processors (name each processor, where it keeps the data, and the safeguards for any
 *   transfer outside the UK),
 * - sections.cookies (whether the two cookies are strictly necessary under PECR),
 * - sections.rights and sections.ico (the rights listed, the one-month answer, the ICO's details).
 */
export default function Privacy() {
  const { t, i18n } = useTranslation('privacy');
  const { settings } = usePublicSettings();
  const text = (key: string, values: Record<string, unknown> = {}) => t(`sections.${key}.text`, values);
  const sections = [
    { id: 'who', text: text('who', { fee: formatPounds(settings.governmentFee, i18n.language) }) }, // LAWYER
    { id: 'data', text: text('data') },
    { id: 'basis', text: text('basis') }, // LAWYER
    // LAWYER: the lawful basis for the suitability answers (criminal-offence data, UK GDPR art. 10):
    // which DPA 2018 Schedule 1 condition applies (e.g. para. 36, 'extension of conditions' with the
    // traveller's instructions, or a consent-based route), and the appropriate policy document it needs.
    { id: 'homeOfficeQuestions', title: t('homeOfficeQuestions.title'), text: t('homeOfficeQuestions.text') },
    { id: 'retention', text: text('retention', { count: settings.documentRetentionDays }) }, // LAWYER
    {
      id: 'copy',
      text: text('copy'),
      extra: (
        <LocalizedLink to="/profile" className={legalLinkClass}>
          {t('accountLink')}
        </LocalizedLink>
      ),
    },
    { id: 'processors', text: text('processors') }, // LAWYER
    { id: 'cookies', text: text('cookies') }, // LAWYER
    { id: 'rights', text: text('rights') }, // LAWYER
    { id: 'ico', text: text('ico') }, // LAWYER
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
      <LegalSections
        sections={sections.map((section) => ({
          ...section,
          title: 'title' in section && section.title ? section.title : t(`sections.${section.id}.title`),
        }))}
      />
    </>
  );
}
