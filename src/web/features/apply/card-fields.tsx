import { Lock } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { maxLengths } from '../../../core/limits';
import { useTranslation } from '../../lib/i18n';
import type { CardErrors, CardField as CardFieldName } from './card-refusals';

const cardInput =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 disabled:cursor-not-allowed disabled:bg-slate-100';

/** One card field with its label and, when the server refused it, the reason under it. */
function CardField({
  name,
  label,
  error,
  className = 'block',
  ...input
}: {
  name: CardFieldName;
  label: string;
  error?: string;
  className?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `card-${name}-error`;
  return (
    <div className={className}>
      <label htmlFor={`card-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`card-${name}`}
        name={name}
        className={`${cardInput}${error ? ' border-2 border-red-600' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The sandbox's card fields: cardholder name, number, expiry and CVC, named as the confirm call
 * reads them, each with the server's reason when it refused that field.
 */
export function CardFields({ disabled = false, errors = {} }: { disabled?: boolean; errors?: CardErrors }) {
  const { t } = useTranslation('apply');
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <CardField
        name="cardholderName"
        label={t('payment.cardholderName')}
        error={errors.cardholderName}
        className="block md:col-span-2"
        autoComplete="cc-name"
        maxLength={maxLengths.cardholderName}
        disabled={disabled}
      />
      <CardField
        name="cardNumber"
        label={t('payment.cardNumber')}
        error={errors.cardNumber}
        className="block md:col-span-2"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={maxLengths.cardNumber}
        dir="ltr"
        disabled={disabled}
      />
      <CardField
        name="expiry"
        label={t('payment.expiry')}
        error={errors.expiry}
        placeholder="MM/YY"
        autoComplete="cc-exp"
        maxLength={5}
        dir="ltr"
        disabled={disabled}
      />
      <CardField
        name="cvc"
        label={t('payment.cvc')}
        error={errors.cvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        dir="ltr"
        disabled={disabled}
      />
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
