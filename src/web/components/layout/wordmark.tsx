import { useTranslation } from '../../lib/i18n';
import { LocalizedLink } from '../../lib/localized-link';

/** The two-part wordmark; deliberately nothing like a government crest. */
export function Wordmark() {
  const { t } = useTranslation();
  return (
    <LocalizedLink to="/" className="flex items-baseline gap-1.5 rounded" aria-label={t('brand.homeLabel')}>
      <span className="text-xl font-extrabold tracking-tight text-brand-800">Advena</span>
      <span className="hidden text-sm font-medium whitespace-nowrap text-slate-600 2xl:inline">
        {t('brand.tagline')}
      </span>
    </LocalizedLink>
  );
}
