import { useLocation } from 'react-router';
import { formatMoney, intlLocaleOf } from '../../../core/format';
import { useTranslation } from '../../lib/i18n';
import { usePublicSettings } from '../../lib/public-settings';

/** The pages that name the price: home, pricing, FAQ, terms and every wizard step (issue #35). */
const pricePages = /^(?:\/[a-z]{2})?(?:\/(?:pricing|faq|terms|apply(?:\/.*)?))?\/?$/;

/**
 * A coming change of the price or the government fee (decision 037), from the public settings (the
 * server, never the build), with its date and amounts in the reader's language: 'From 1 March 2027
 * the government fee rises to £20; our price becomes £53.99'. In the notices' lazy chunk, so the
 * home page's first load carries none of it; no zod, no heavy core module.
 */
export function FeeChangeNotice() {
  const { t, i18n } = useTranslation();
  const { fees } = usePublicSettings().settings;
  const { pathname } = useLocation();
  const next = fees?.next;
  if (!fees || !next || !pricePages.test(pathname)) return null;
  const language = i18n.language;
  const date = new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(next.effectiveFrom));
  const money = (pence: number) => formatMoney(pence, language, { wholePounds: true });
  const values = { date, fee: money(next.governmentFeePence), price: money(next.pricePence) };
  const fee = next.governmentFeePence - fees.current.governmentFeePence;
  const key = fee > 0 ? 'feeChange.feeRises' : fee < 0 ? 'feeChange.feeFalls' : 'feeChange.price';
  return (
    <section
      aria-label={t('feeChange.label')}
      className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-center text-sm text-brand-900"
      data-testid="fee-change-notice"
    >
      {t(key, values)}
    </section>
  );
}
