import { type FormEvent, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api';
import { describeError } from '../../lib/api-errors';
import { setCurrentUser } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { CardFields, PaymentFrame } from './card-fields';
import { type CardErrors, cardFields, cardRefusals } from './card-refusals';
import { type Intent, type PriceChange, priceChangeOf } from './payment-intent';

/**
 * The built-in sandbox's card form (test cards only): it confirms the intent with the card typed
 * here and reports the outcome; a refusal is said in the reader's language by its code, and one
 * about a field (the server's field errors, a card that is not a test card or has expired) also
 * at that field, which takes focus.
 */
export function SandboxCardForm({
  intent,
  total,
  busy,
  error,
  onProcessing,
  onRefused,
  onPriceChanged,
  onSucceeded,
}: {
  intent: Intent;
  /** The amount in the reader's money format, for the pay button. */
  total: string;
  busy: boolean;
  error?: string;
  onProcessing(): void;
  onRefused(message: string): void;
  /** 409 PRICE_CHANGED: the intent outlived its price; the form shows the new one before paying. */
  onPriceChanged?(price: PriceChange): void;
  onSucceeded(): Promise<void>;
}) {
  const { t } = useTranslation('apply');
  const fieldMessage = useFieldMessage();
  const [fieldErrors, setFieldErrors] = useState<CardErrors>({});

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setFieldErrors({});
    onProcessing();
    try {
      const result = await apiRequest<{ paymentIntent: { id: string; status: string } }>(
        'POST',
        '/api/payments/sandbox/confirm',
        {
          paymentIntentId: intent.paymentIntentId,
          cardholderName: String(form.get('cardholderName') ?? ''),
          cardNumber: String(form.get('cardNumber') ?? ''),
          expiry: String(form.get('expiry') ?? ''),
          cvc: String(form.get('cvc') ?? ''),
        },
      );
      if (result.paymentIntent.status !== 'succeeded') throw new Error('not succeeded');
      toast({ title: t('toasts.paymentSuccessTitle'), description: t('toasts.paymentSuccess') });
      await onSucceeded();
    } catch (error) {
      const price = priceChangeOf(error);
      if (price && onPriceChanged) return onPriceChanged(price);
      if (error instanceof ApiError && error.status === 401) {
        // The session ended (another tab signed out, or it timed out): the wizard asks to sign in
        // again in place, the draft kept, and this payment can be made after.
        setCurrentUser(null);
        onRefused(t('payment.signInToPay'));
      } else if (error instanceof ApiError) {
        // A declined card, an expired one, a card that is not a test card: by code, in the reader's language.
        const message = describeError(error);
        const refused = cardRefusals(error.body, message, fieldMessage);
        setFieldErrors(refused);
        onRefused(message);
        const first = cardFields.find((field) => refused[field]);
        if (first) requestAnimationFrame(() => formElement.querySelector<HTMLInputElement>(`#card-${first}`)?.focus());
        toast({
          title: t('toasts.paymentFailedTitle'),
          description: message || t('toasts.paymentFailed'),
          variant: 'destructive',
        });
      } else {
        onRefused(t('payment.unexpected'));
        toast({ title: t('toasts.paymentErrorTitle'), description: t('payment.unexpected'), variant: 'destructive' });
      }
    }
  }

  return (
    <form onSubmit={pay} className="mt-8 rounded-lg border border-slate-200 p-4" aria-labelledby="pay-title" noValidate>
      <PaymentFrame>
        <p className="mt-2 rounded bg-brand-50 p-3 text-sm text-brand-900">{t('payment.sandboxNotice')}</p>
        <p className="mt-2 text-sm text-slate-700" data-testid="wallets-test-mode">
          {t('payment.walletsTestMode')}
        </p>
        {error && (
          <p className="mt-3 rounded border-2 border-red-600 bg-red-50 p-3 font-semibold text-red-800" role="alert">
            {error}
          </p>
        )}
        <CardFields errors={fieldErrors} />
        <p className="mt-3 text-xs text-slate-600">{t('payment.secure')}</p>
        <button
          type="submit"
          disabled={busy}
          className="mt-4 w-full rounded-md bg-brand-700 px-6 py-3 text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {busy ? t('payment.processingPayment') : t('payment.pay', { total })}
        </button>
      </PaymentFrame>
    </form>
  );
}
