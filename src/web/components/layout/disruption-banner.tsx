import { officialEtaUrl } from '../../../core/official-channels';
import type { PublicDisruption } from '../../../core/reminders';
import { currentLanguage, useTranslation } from '../../lib/i18n';

/**
 * A Home Office disruption declared by staff (issue #34): on every page, in the reader's language,
 * a notice that is not a modal, with the official channels. Loaded only while one is declared, so
 * the home page's first load carries none of it.
 */
export default function DisruptionBanner({ disruption }: { disruption: PublicDisruption }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const message = disruption.message?.[language] ?? disruption.message?.en;
  return (
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
  );
}
