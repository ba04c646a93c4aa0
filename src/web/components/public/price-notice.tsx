import { useTranslation } from '../../lib/i18n';
import { formatPounds, usePublicSettings } from '../../lib/public-settings';

/**
 * The whole price before the first step ('£49.99 per traveller, including the £16 government
 * fee'), from the settings, as UK rules on drip pricing ask; or, when applications are switched
 * off in the settings, that we are not taking any, said before anyone types a word.
 */
export function PriceNotice({
  className = '',
  tone = 'light',
  price = true,
}: {
  className?: string;
  tone?: 'light' | 'dark';
  /** Off: only the applications-closed notice, when it applies. */
  price?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { settings, live } = usePublicSettings();
  if (!settings.applicationProcessingEnabled) {
    return (
      <p
        role="status"
        className={`block rounded-md border border-amber-500 bg-amber-50 p-3 font-semibold text-amber-950 ${className}`}
        data-testid="applications-closed"
      >
        {t('cta.closed')}
      </p>
    );
  }
  if (!price) return null;
  const colour = tone === 'dark' ? 'text-white' : 'text-brand-900';
  return (
    <p className={`font-semibold ${colour} ${className}`} data-testid="price-up-front" data-live={live}>
      {t('cta.price', {
        price: formatPounds(settings.priorityProcessingFee, i18n.language),
        fee: formatPounds(settings.governmentFee, i18n.language),
      })}
    </p>
  );
}
