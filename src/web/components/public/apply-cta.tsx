import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { LocalizedLink } from '../../lib/localized-link';
import { Disclaimer } from './disclaimer';
import { PriceNotice } from './price-notice';

const styles = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  light: 'bg-white text-brand-900 hover:bg-brand-50',
};

/**
 * An Apply button with the all-in price per traveller and the private-agency disclaimer right
 * beside it (UK advertising and drip-pricing rules), or the notice that applications are closed.
 * A page that already shows the disclaimer near the top (the home page) may leave it off later buttons.
 */
export function ApplyCta({
  label,
  variant = 'primary',
  className = '',
  disclaimer = true,
}: {
  label?: string;
  variant?: keyof typeof styles;
  className?: string;
  disclaimer?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`grid max-w-xl gap-3 ${className}`}>
      <LocalizedLink
        to="/apply"
        className={`inline-flex w-fit items-center gap-2 rounded-md px-6 py-3 font-semibold shadow-sm ${styles[variant]}`}
      >
        {label ?? t('cta.applyNow')}
        <ArrowRight className="rtl-mirror h-5 w-5" aria-hidden="true" />
      </LocalizedLink>
      <PriceNotice tone={variant === 'light' ? 'dark' : 'light'} />
      {disclaimer && <Disclaimer tone={variant === 'light' ? 'dark' : 'light'} />}
    </div>
  );
}
