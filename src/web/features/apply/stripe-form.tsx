import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** What the payment step hands to the Stripe card form (loaded lazily: only the stripe provider needs it). */
export interface StripeFormProps {
  publishableKey: string;
  clientSecret: string;
  paymentIntentId: string;
  total: string;
  /** Stripe.js could not be loaded or started: the payment step shows its init error. */
  onInitError(): void;
  /** The payment succeeded: the wizard submits the application with this intent id. */
  onSucceeded(paymentIntentId: string): void;
}

/** Stripe Elements: Stripe.js comes from js.stripe.com, the card data never touches Advena. */
export default function StripeForm(props: StripeFormProps) {
  const { t } = useTranslation('apply');
  const { publishableKey, onInitError } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey)
      .then((loaded) => {
        if (cancelled) return;
        if (loaded) setStripe(loaded);
        else onInitError();
      })
      .catch(() => {
        if (!cancelled) onInitError();
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, onInitError]);

  if (!stripe) return <output className="mt-8 block text-slate-700">{t('payment.loading')}</output>;
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ total, paymentIntentId, onSucceeded }: StripeFormProps) {
  const { t } = useTranslation('apply');
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({ elements, redirect: 'if_required' });
      if (result.error) {
        const message = result.error.message || t('payment.failed');
        setError(message);
        toast({
          title: t('toasts.paymentFailedTitle'),
          description: result.error.message || t('toasts.paymentFailed'),
          variant: 'destructive',
        });
        setBusy(false);
        return;
      }
      if (result.paymentIntent?.status === 'succeeded' || result.paymentIntent?.status === 'processing') {
        toast({ title: t('toasts.paymentSuccessTitle'), description: t('toasts.paymentSuccess') });
        onSucceeded(result.paymentIntent.id || paymentIntentId);
        return;
      }
      setError(t('payment.failed'));
      toast({ title: t('toasts.paymentFailedTitle'), description: t('toasts.paymentFailed'), variant: 'destructive' });
      setBusy(false);
    } catch {
      setError(t('payment.unexpected'));
      toast({ title: t('toasts.paymentErrorTitle'), description: t('payment.unexpected'), variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <form onSubmit={pay} className="mt-8 rounded-lg border border-slate-200 p-4" aria-labelledby="pay-title" noValidate>
      <h2 id="pay-title" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Lock className="h-5 w-5" aria-hidden="true" />
        {t('steps.payment')}
      </h2>
      {error && (
        <p className="mt-3 rounded border-2 border-red-600 bg-red-50 p-3 font-semibold text-red-800" role="alert">
          {error}
        </p>
      )}
      <div className="mt-4">
        <PaymentElement />
      </div>
      <p className="mt-3 text-xs text-slate-600">{t('payment.secure')}</p>
      <button
        type="submit"
        disabled={busy || !stripe || !elements}
        className="mt-4 w-full rounded-md bg-brand-700 px-6 py-3 text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {busy ? t('payment.processingPayment') : t('payment.pay', { total })}
      </button>
    </form>
  );
}
