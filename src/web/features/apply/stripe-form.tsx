import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { cardholderNameSchema } from '../../../core/applications';
import { isLanguage, type Language } from '../../../core/languages';
import { maxLengths } from '../../../core/limits';
import { TextField } from '../../components/ui/form-controls';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
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

/**
 * Stripe's name for each site language: British English, European Portuguese ('pt'), simplified
 * Chinese. Typed against Stripe.js's own list, so an upgrade that drops one fails the typecheck.
 */
const stripeLocales: Record<Language, StripeElementLocale> = {
  en: 'en-GB',
  fr: 'fr',
  de: 'de',
  es: 'es',
  zh: 'zh',
  ar: 'ar',
  sv: 'sv',
  ja: 'ja',
  pt: 'pt',
  it: 'it',
};
export const stripeLocaleOf = (language: string): StripeElementLocale =>
  isLanguage(language) ? stripeLocales[language] : 'auto';

/**
 * Stripe's Payment Element: Stripe.js comes from js.stripe.com, the card data never touches
 * Advena. It offers Apple Pay and Google Pay itself where the browser and device have them.
 */
export default function StripeForm(props: StripeFormProps) {
  const { t, i18n } = useTranslation('apply');
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
    // The site's language, not the browser's; a switch mid-payment starts the form again in it.
    <Elements
      key={i18n.language}
      stripe={stripe}
      options={{ clientSecret: props.clientSecret, locale: stripeLocaleOf(i18n.language) }}
    >
      <CardForm {...props} />
    </Elements>
  );
}

/**
 * Where Stripe sends the traveller back after a method that leaves the page: this very page, whose
 * payment step finishes the submission (returned-payment.tsx). Query and hash are left off.
 */
const returnUrl = () => `${window.location.origin}${window.location.pathname}`;

function CardForm({ total, paymentIntentId, onSucceeded, onInitError }: StripeFormProps) {
  const { t } = useTranslation('apply');
  const fieldMessage = useFieldMessage();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    // The cardholder name is ours to ask (the Payment Element is told not to): same rule as the sandbox.
    const checked = cardholderNameSchema.safeParse(name);
    if (!checked.success) {
      setNameError(fieldMessage(checked.error.issues[0]?.message));
      document.getElementById('stripe-cardholder-name')?.focus();
      return;
    }
    setNameError(undefined);
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: returnUrl(),
          // Stripe keeps it on the charge (billing_details.name), where the server reads it.
          payment_method_data: { billing_details: { name: checked.data } },
        },
      });
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
      <TextField
        id="stripe-cardholder-name"
        className="mt-4"
        label={t('payment.cardholderName')}
        autoComplete="cc-name"
        maxLength={maxLengths.cardholderName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
      />
      <div className="mt-4">
        <PaymentElement
          options={{
            layout: 'tabs',
            fields: { billingDetails: { name: 'never' } },
            wallets: { applePay: 'auto', googlePay: 'auto' },
          }}
          // Stripe could not start the form (its frame did not load, or it refused the intent, as
          // Stripe.js does since 2025-09-30.clover for one already paid or processing).
          onLoadError={onInitError}
        />
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
