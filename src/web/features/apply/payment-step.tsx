import { useQuery } from '@tanstack/react-query';
import { defaultSettings } from '../../../core/default-settings';
import { formatMoney } from '../../../core/format';
import { poundsToPence } from '../../../core/money';
import type { PublicSettings } from '../../../core/settings';
import { apiGet } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedPath } from '../../lib/localized-link';
import { PaymentPreview } from './card-fields';
import { PaymentForm } from './payment-form';
import { PriceSummary } from './price-summary';
import { ReturnedPayment, useReturnedPayment } from './returned-payment';
import type { WizardData } from './state';

/** The last step of the wizard: the terms, the price, and the payment (payment-form.tsx). */
export function PaymentStep({
  data,
  onTerms,
  onPrevious,
  onPaid,
}: {
  data: WizardData;
  onTerms(accepted: boolean): void;
  onPrevious(): void;
  onPaid(paymentIntentId: string): Promise<void>;
}) {
  const { t, i18n } = useTranslation('apply');
  const travellers = data.additionalApplicants.length + 1;
  const settings = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: () => apiGet<PublicSettings>('/api/settings/public'),
  });
  const pricePence = settings.data ? poundsToPence(settings.data.priorityProcessingFee) : null;
  const governmentFeePence = settings.data ? poundsToPence(settings.data.governmentFee) : null;
  const decisionDays = settings.data?.visaProcessingTime ?? defaultSettings.visaProcessingTime;
  const localize = useLocalizedPath();
  const returned = useReturnedPayment();

  return (
    <div>
      <section className="rounded-lg border border-slate-200 p-4" aria-labelledby="terms-title">
        <h2 id="terms-title" className="text-lg font-bold text-brand-900">
          {t('payment.termsTitle')}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t('payment.processing', { count: decisionDays })}</p>
        <p className="mt-2 text-sm">
          {/* A new tab, so the wizard and its answers stay where they are. */}
          <a
            href={localize('/terms')}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('payment.termsLink')}
            <span className="sr-only"> {t('payment.newTab')}</span>
          </a>{' '}
          ·{' '}
          <a
            href={localize('/privacy')}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('payment.privacyLink')}
            <span className="sr-only"> {t('payment.newTab')}</span>
          </a>
        </p>
        <label className="mt-4 flex items-start gap-3">
          <input
            id="payment-termsAccepted"
            type="checkbox"
            className="mt-1 h-5 w-5"
            checked={data.termsAccepted}
            onChange={(event) => onTerms(event.target.checked)}
          />
          <span>{t('payment.termsLabel')}</span>
        </label>
      </section>

      <section className="mt-8 rounded-lg border border-slate-200 p-4" aria-labelledby="total-title">
        <h2 id="total-title" className="text-lg font-bold text-brand-900">
          {t('payment.summaryTitle')}
        </h2>
        {pricePence !== null && governmentFeePence !== null && (
          <PriceSummary pricePence={pricePence} governmentFeePence={governmentFeePence} travellers={travellers} />
        )}
      </section>

      {returned ? (
        <ReturnedPayment returned={returned} termsAccepted={data.termsAccepted} onTerms={onTerms} onPaid={onPaid} />
      ) : data.termsAccepted ? (
        <PaymentForm data={data} onPaid={onPaid} />
      ) : (
        <PaymentPreview total={pricePence === null ? null : formatMoney(pricePence * travellers, i18n.language)} />
      )}

      <div className="mt-10 flex justify-start">
        <button
          type="button"
          className="rounded-md border border-slate-300 px-6 py-3 font-semibold"
          onClick={onPrevious}
        >
          {t('nav.previous')}
        </button>
      </div>
    </div>
  );
}
