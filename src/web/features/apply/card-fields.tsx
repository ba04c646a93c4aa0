import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { maxLengths } from '../../../core/limits';
import { useTranslation } from '../../lib/i18n';

const cardInput =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 disabled:cursor-not-allowed disabled:bg-slate-100';

/** The sandbox's card fields: cardholder name, number, expiry and CVC, named as the confirm call reads them. */
export function CardFields({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('apply');
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <label className="block md:col-span-2">
        <span className="text-sm font-semibold">{t('payment.cardholderName')}</span>
        <input
          name="cardholderName"
          className={cardInput}
          autoComplete="cc-name"
          maxLength={maxLengths.cardholderName}
          disabled={disabled}
          required
        />
      </label>
      <label className="block md:col-span-2">
        <span className="text-sm font-semibold">{t('payment.cardNumber')}</span>
        <input
          name="cardNumber"
          className={cardInput}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={maxLengths.cardNumber}
          dir="ltr"
          disabled={disabled}
          required
        />
      </label>
      <label className="block">
        <span className="text-sm font-semibold">{t('payment.expiry')}</span>
        <input
          name="expiry"
          className={cardInput}
          placeholder="MM/YY"
          autoComplete="cc-exp"
          maxLength={5}
          dir="ltr"
          disabled={disabled}
          required
        />
      </label>
      <label className="block">
        <span className="text-sm font-semibold">{t('payment.cvc')}</span>
        <input
          name="cvc"
          className={cardInput}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          dir="ltr"
          disabled={disabled}
          required
        />
      </label>
    </div>
  );
}

/** The frame every payment form shares: heading with a lock, then the form's own content. */
export function PaymentFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('apply');
  return (
    <>
      <h2 id="pay-title" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Lock className="h-5 w-5" aria-hidden="true" />
        {t('steps.payment')}
      </h2>
      {children}
    </>
  );
}

/**
 * Before the terms are accepted the payment form does not appear (spec: 'Please Accept Terms &
 * Conditions' instead); what will be paid is said, and the form comes once they are accepted.
 */
export function PaymentPreview({ total }: { total: string | null }) {
  const { t } = useTranslation('apply');
  return (
    <section
      className="mt-8 rounded-lg border border-slate-200 p-4"
      aria-labelledby="pay-title"
      data-testid="payment-preview"
    >
      <PaymentFrame>
        <p className="mt-2 rounded bg-amber-50 p-3 text-sm text-amber-950" aria-live="polite">
          <strong>{t('payment.termsNotice')}</strong> {t('payment.termsNoticeText')}
        </p>
        {total && <p className="mt-3 text-slate-800">{t('payment.pay', { total })}</p>}
      </PaymentFrame>
    </section>
  );
}
