import { formatMoney } from '../../../core/format';
import type { Pence } from '../../../core/money';
import { useTranslation } from '../../lib/i18n';

/** The price per traveller, the government fee it includes, and the total, in the reader's money format. */
export function PriceSummary({
  pricePence,
  governmentFeePence,
  travellers,
}: {
  pricePence: Pence;
  governmentFeePence: Pence;
  travellers: number;
}) {
  const { t, i18n } = useTranslation('apply');
  const money = (pence: Pence) => formatMoney(pence, i18n.language);
  return (
    <div className="mt-2 space-y-1" data-testid="price-summary">
      <p>{t('payment.perTraveller', { price: money(pricePence), count: travellers })}</p>
      <p className="text-sm text-slate-600">{t('payment.governmentFee', { fee: money(governmentFeePence) })}</p>
      <p className="text-lg font-bold">{t('payment.total', { total: money(pricePence * travellers) })}</p>
    </div>
  );
}
