import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { refusalCodes } from '../../../core/errors';
import { priceLifeMs } from '../../../core/fee-schedule';
import { formatMoney } from '../../../core/format';
import { ApiError, apiRequest } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { type Intent, type PriceChange, priceChangeOf } from './payment-intent';
import { SandboxCardForm } from './sandbox-card-form';
import { applicationPayload, type WizardData } from './state';
import type { StripeFormProps } from './stripe-form';

/** Stripe Elements in its own chunk: the sandbox and the public pages never download it. */
const StripeForm = lazy<ComponentType<StripeFormProps>>(() =>
  import('./stripe-form').catch(() => ({
    default: ({ onInitError }: StripeFormProps) => {
      useEffect(() => onInitError(), [onInitError]);
      return null;
    },
  })),
);

type PaymentState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry?: false }
  | { kind: 'ready'; intent: Intent; error?: string }
  | { kind: 'processing'; intent: Intent }
  | { kind: 'paid'; intent: Intent; error?: string; held?: boolean }
  | { kind: 'priceChanged'; price: PriceChange };

/** The payment component of spec §4: loading, error or ready, processing, success or failure. */
export function PaymentForm({ data, onPaid }: { data: WizardData; onPaid(paymentIntentId: string): Promise<void> }) {
  const { t, i18n } = useTranslation('apply');
  const translate = useFieldMessage();
  const [state, setState] = useState<PaymentState>({ kind: 'loading' });
  // Asked again after the traveller has seen a new price.
  const [attempt, setAttempt] = useState(0);
  const payload = JSON.stringify(applicationPayload(data));
  const queryClient = useQueryClient();
  const priceChanged = useCallback(
    (price: PriceChange) => {
      setState({ kind: 'priceChanged', price });
      // The summary above shows the price in force now.
      void queryClient.invalidateQueries({ queryKey: ['settings', 'public'] });
    },
    [queryClient],
  );

  const initFailed = useCallback(() => {
    const message = t('payment.initError');
    setState({ kind: 'error', message });
    toast({ title: t('toasts.paymentErrorTitle'), description: message, variant: 'destructive' });
  }, [t]);

  useEffect(() => {
    let cancelled = false;
    if (attempt < 0) return;
    setState({ kind: 'loading' });
    apiRequest<Intent>('POST', '/api/create-payment-intent', { applicationData: JSON.parse(payload) })
      .then((intent) => {
        // Stripe Elements cannot start without the publishable key: that is an init failure.
        if (intent.provider === 'stripe' && !intent.publishableKey) throw new Error('no publishable key');
        if (!cancelled) setState({ kind: 'ready', intent });
      })
      .catch((error) => {
        if (cancelled) return;
        // Priced again at a new price: the traveller sees it before paying (decision 037).
        const price = priceChangeOf(error);
        if (price) return priceChanged(price);
        // Answers the server refuses (its 'today' may differ from the browser's): say which, no retry.
        const refused = error instanceof ApiError && error.status === 400 ? error.body?.fieldErrors : undefined;
        const [field, firstRefusal] = refused ? (Object.entries(refused)[0] ?? []) : [];
        if (firstRefusal) {
          // Whose answer it is: a family member's field is 'additionalApplicants.<n>.…'.
          const index = /^additionalApplicants\.(\d+)\./.exec(field ?? '')?.[1];
          const sent = JSON.parse(payload) as {
            firstName?: string;
            lastName?: string;
            additionalApplicants?: unknown[];
          };
          const traveller = (index === undefined ? sent : sent.additionalApplicants?.[Number(index)]) as
            | { firstName?: string; lastName?: string }
            | undefined;
          const name = [traveller?.firstName?.trim(), traveller?.lastName?.trim()].filter(Boolean).join(' ');
          const message = name
            ? t('payment.invalidAnswersOf', { name, message: translate(firstRefusal) })
            : t('payment.invalidAnswers', { message: translate(firstRefusal) });
          setState({ kind: 'error', message, retry: false });
          toast({ title: t('toasts.paymentErrorTitle'), description: message, variant: 'destructive' });
          return;
        }
        // The draft's payment is being paid or was paid (its webhook not yet in): wait, do not pay again.
        if (error instanceof ApiError && error.body?.code === refusalCodes.paymentProcessing) {
          const message = t('paymentErrors.paymentProcessing');
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
  }, [payload, t, translate, attempt, priceChanged]);

  // An intent keeps its price for its life (decision 037): a form left open longer asks again, so
  // a Stripe payment (confirmed by the browser) is never made at a price that has since changed.
  const waiting = state.kind === 'ready';
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setAttempt((count) => count + 1), priceLifeMs);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (state.kind === 'priceChanged') {
    const { price } = state;
    const money = (pence: number) => formatMoney(pence, i18n.language);
    return (
      <div className="mt-8 rounded-lg border-2 border-amber-500 bg-amber-50 p-4" role="alert">
        <p className="font-semibold text-amber-900">{t('payment.priceChanged.title')}</p>
        <p className="mt-2">
          {t('payment.priceChanged.body', {
            price: money(price.pricePence),
            fee: money(price.governmentFeePence),
            total: money(price.amountPence),
          })}
        </p>
        <button
          type="button"
          className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
          onClick={() => setAttempt((count) => count + 1)}
        >
          {t('payment.priceChanged.continue', { total: money(price.amountPence) })}
        </button>
      </div>
    );
  }
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
  const total = formatMoney(state.intent.amount, i18n.language);

  async function submitApplication(intent: Intent) {
    try {
      await onPaid(intent.paymentIntentId);
    } catch (error) {
      // Paid, but staff must look at it first (a document went missing): no retry would help.
      if (error instanceof ApiError && error.body?.code === refusalCodes.paymentHeld) {
        setState({ kind: 'paid', intent, error: t('paymentErrors.paymentHeld'), held: true });
        return;
      }
      // The session ended since (another tab signed out): the wizard asks to sign in again in place.
      const signedOut = error instanceof ApiError && error.status === 401;
      const message = signedOut
        ? t('payment.signInToSubmit')
        : t('payment.paidNotSubmitted', { id: intent.paymentIntentId });
      setState({ kind: 'paid', intent, error: message });
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

  const intent = state.intent;
  return (
    <SandboxCardForm
      intent={intent}
      total={total}
      busy={state.kind === 'processing'}
      error={state.kind === 'ready' ? state.error : undefined}
      onProcessing={() => setState({ kind: 'processing', intent })}
      onRefused={(message) => setState({ kind: 'ready', intent, error: message })}
      onPriceChanged={priceChanged}
      onSucceeded={async () => {
        setState({ kind: 'paid', intent });
        await submitApplication(intent);
      }}
    />
  );
}
