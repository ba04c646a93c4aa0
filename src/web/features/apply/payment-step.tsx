import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { defaultSettings } from '../../../core/default-settings';
import { errorCodes } from '../../../core/errors';
import { formatPence } from '../../../core/money';
import { paymentMessages } from '../../../core/payments';
import type { PublicSettings } from '../../../core/settings';
import { ApiError, apiGet, apiRequest, describeError } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedPath } from '../../lib/localized-link';
import { toast } from '../../lib/toast';
import { CardFields, PaymentFrame, PaymentPreview } from './card-fields';
import { useMessage } from './form-bits';
import { ReturnedPayment, useReturnedPayment } from './returned-payment';
import { applicationPayload, type WizardData } from './state';
import type { StripeFormProps } from './stripe-form';

interface Intent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: 'gbp';
  provider: 'sandbox' | 'stripe';
  /** Only with the stripe provider: the key Stripe.js needs in the browser. */
  publishableKey?: string;
}

/** Stripe Elements in its own chunk: the sandbox and the public pages never download it. */
const StripeForm = lazy<ComponentType<StripeFormProps>>(() =>
  import('./stripe-form').catch(() => ({
    default: ({ onInitError }: StripeFormProps) => {
      useEffect(() => onInitError(), [onInitError]);
      return null;
    },
  })),
);

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
  const { t } = useTranslation('apply');
  const travellers = data.additionalApplicants.length + 1;
  const settings = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: () => apiGet<PublicSettings>('/api/settings/public'),
  });
  const pricePence = settings.data ? Math.round(settings.data.priorityProcessingFee * 100) : null;
  const governmentFee = settings.data ? settings.data.governmentFee.toFixed(2) : null;
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
        {pricePence !== null && (
          <div className="mt-2 space-y-1" data-testid="price-summary">
            <p>{t('payment.perTraveller', { price: formatPence(pricePence), count: travellers })}</p>
            <p className="text-sm text-slate-600">{t('payment.governmentFee', { fee: governmentFee })}</p>
            <p className="text-lg font-bold">{t('payment.total', { total: formatPence(pricePence * travellers) })}</p>
          </div>
        )}
      </section>

      {returned ? (
        <ReturnedPayment returned={returned} termsAccepted={data.termsAccepted} onTerms={onTerms} onPaid={onPaid} />
      ) : data.termsAccepted ? (
        <PaymentForm data={data} onPaid={onPaid} />
      ) : (
        <PaymentPreview total={pricePence === null ? null : formatPence(pricePence * travellers)} />
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

type PaymentState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry?: false }
  | { kind: 'ready'; intent: Intent; error?: string }
  | { kind: 'processing'; intent: Intent }
  | { kind: 'paid'; intent: Intent; error?: string; held?: boolean };

/** The payment component of spec §4: loading, error or ready, processing, success or failure. */
function PaymentForm({ data, onPaid }: { data: WizardData; onPaid(paymentIntentId: string): Promise<void> }) {
  const { t } = useTranslation('apply');
  const translate = useMessage();
  const [state, setState] = useState<PaymentState>({ kind: 'loading' });
  const payload = JSON.stringify(applicationPayload(data));

  const initFailed = useCallback(() => {
    const message = t('payment.initError');
    setState({ kind: 'error', message });
    toast({ title: t('toasts.paymentErrorTitle'), description: message, variant: 'destructive' });
  }, [t]);

  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    apiRequest<Intent>('POST', '/api/create-payment-intent', { applicationData: JSON.parse(payload) })
      .then((intent) => {
        // Stripe Elements cannot start without the publishable key: that is an init failure.
        if (intent.provider === 'stripe' && !intent.publishableKey) throw new Error('no publishable key');
        if (!cancelled) setState({ kind: 'ready', intent });
      })
      .catch((error) => {
        if (cancelled) return;
        // Answers the server refuses (its 'today' may differ from the browser's): say which, no retry.
        const refused = error instanceof ApiError && error.status === 400 ? error.body?.fieldErrors : undefined;
        const firstRefusal = refused ? Object.values(refused)[0] : undefined;
        if (firstRefusal) {
          const message = t('payment.invalidAnswers', { message: translate(firstRefusal) });
          setState({ kind: 'error', message, retry: false });
          toast({ title: t('toasts.paymentErrorTitle'), description: message, variant: 'destructive' });
          return;
        }
        const message =
          error instanceof ApiError && error.status === 503 ? t('payment.unavailable') : t('payment.initError');
        setState({ kind: 'error', message });
        toast({ title: t('toasts.paymentErrorTitle'), description: message, variant: 'destructive' });
      });
    return () => {
      cancelled = true;
    };
  }, [payload, t, translate]);

  if (state.kind === 'loading') {
    return <output className="mt-8 block text-slate-700">{t('payment.loading')}</output>;
  }
  if (state.kind === 'error') {
    return (
      <div className="mt-8 rounded-lg border-2 border-red-600 bg-red-50 p-4" role="alert">
        <p className="font-semibold text-red-800">{state.message}</p>
        {state.retry !== false && (
          <button
            type="button"
            className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            onClick={() => window.location.reload()}
          >
            {t('payment.tryAgain')}
          </button>
        )}
      </div>
    );
  }
  const total = formatPence(state.intent.amount);

  async function submitApplication(intent: Intent) {
    try {
      await onPaid(intent.paymentIntentId);
    } catch (error) {
      // Paid, but staff must look at it first (a document went missing): no retry would help.
      if (error instanceof ApiError && error.body?.message === paymentMessages.paymentHeld) {
        setState({ kind: 'paid', intent, error: translate(paymentMessages.paymentHeld), held: true });
        return;
      }
      setState({ kind: 'paid', intent, error: t('payment.paidNotSubmitted', { id: intent.paymentIntentId }) });
    }
  }

  if (state.kind === 'paid') {
    return (
      <div className="mt-8 rounded-lg border-2 border-amber-500 bg-amber-50 p-4" role="alert">
        <p>{state.error ?? t('payment.submitting')}</p>
        {state.error && !state.held && (
          <button
            type="button"
            className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            onClick={() => {
              setState({ kind: 'paid', intent: state.intent });
              void submitApplication(state.intent);
            }}
          >
            {t('payment.tryAgain')}
          </button>
        )}
      </div>
    );
  }

  if (state.intent.provider === 'stripe') {
    const intent = state.intent;
    return (
      <Suspense fallback={<output className="mt-8 block text-slate-700">{t('payment.loading')}</output>}>
        <StripeForm
          publishableKey={intent.publishableKey ?? ''}
          clientSecret={intent.clientSecret}
          paymentIntentId={intent.paymentIntentId}
          total={total}
          onInitError={initFailed}
          onSucceeded={() => {
            setState({ kind: 'paid', intent });
            void submitApplication(intent);
          }}
        />
      </Suspense>
    );
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind !== 'ready') return;
    const intent = state.intent;
    const form = new FormData(event.currentTarget);
    setState({ kind: 'processing', intent });
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
      setState({ kind: 'paid', intent });
      await submitApplication(intent);
    } catch (error) {
      if (error instanceof ApiError) {
        // A declined card in the reader's language; otherwise what the server says the problem is.
        const message = error.body?.code === errorCodes.cardDeclined ? t('payment.declined') : describeError(error);
        setState({ kind: 'ready', intent, error: message });
        toast({
          title: t('toasts.paymentFailedTitle'),
          description: message || t('toasts.paymentFailed'),
          variant: 'destructive',
        });
      } else {
        setState({ kind: 'ready', intent, error: t('payment.unexpected') });
        toast({ title: t('toasts.paymentErrorTitle'), description: t('payment.unexpected'), variant: 'destructive' });
      }
    }
  }

  const busy = state.kind === 'processing';
  return (
    <form onSubmit={pay} className="mt-8 rounded-lg border border-slate-200 p-4" aria-labelledby="pay-title" noValidate>
      <PaymentFrame>
        <p className="mt-2 rounded bg-brand-50 p-3 text-sm text-brand-900">{t('payment.sandboxNotice')}</p>
        <p className="mt-2 text-sm text-slate-700" data-testid="wallets-test-mode">
          {t('payment.walletsTestMode')}
        </p>
        {state.kind === 'ready' && state.error && (
          <p className="mt-3 rounded border-2 border-red-600 bg-red-50 p-3 font-semibold text-red-800" role="alert">
            {state.error}
          </p>
        )}
        <CardFields />
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
