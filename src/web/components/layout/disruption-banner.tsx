import { officialEtaUrl } from '../../../core/official-channels';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { usePublicSettings } from '../../lib/public-settings';
import { FeeChangeNotice } from './fee-change-notice';
import { TestPaymentsBanner } from './test-payments-banner';

/**
 * The notices above every page, loaded only when one applies, so the home page's first load carries
 * none of them: test mode (docs/decisions/047-the-first-readings-of-the-spec.md, 'Test payments') and a Home Office disruption declared by
 * staff (issue #34), the latter in the reader's language, not a modal, with the official channels;
 * and a coming change of the price on the pages that name it (issue #35).
 */
export default function SiteNotices() {
  const { t } = useTranslation();
  const { disruption } = usePublicSettings().settings;
  const message = disruption?.message?.[currentLanguage()] ?? disruption?.message?.en;
  return (
    <>
      <TestPaymentsBanner />
      {disruption?.active && (
        <section
          aria-label={t('disruption.label')}
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950"
          data-testid="disruption-banner"
        >
          <strong>{t('disruption.label')}:</strong> {message}{' '}
          <a href={officialEtaUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            {t('disruption.officialApp')}
          </a>
        </section>
      )}
      <FeeChangeNotice />
    </>
  );
}
