import { Info } from 'lucide-react';
import { officialEtaUrl, officialSiteName } from '../../../core/official-channels';
import { useTranslation } from '../../lib/i18n';
import { formatPounds, usePublicSettings } from '../../lib/public-settings';

/** 'Advena is a private agency, not the UK government...': beside every Apply button and every price. */
export function Disclaimer({ className = '', tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const { settings } = usePublicSettings();
  const colour = tone === 'dark' ? 'text-brand-50' : 'text-slate-700';
  return (
    <p className={`flex items-start gap-2 text-sm ${colour} ${className}`} data-testid="cta-disclaimer">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <WithOfficialLink text={t('disclaimer.short', { fee: formatPounds(settings.governmentFee, i18n.language) })} />
      </span>
    </p>
  );
}

/** The sentence with 'GOV.UK' as a link to the official service, where every language writes it. */
function WithOfficialLink({ text }: { text: string }) {
  const at = text.indexOf(officialSiteName);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={officialEtaUrl} className="font-semibold underline" rel="noopener noreferrer" target="_blank">
        {officialSiteName}
      </a>
      {text.slice(at + officialSiteName.length)}
    </>
  );
}
