import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';

/** What Stripe adds to the return URL after a payment method that leaves the page (a bank, some wallets). */
export interface ReturnedPaymentInfo {
  paymentIntentId: string;
  /** 'succeeded', 'processing' or 'failed' (Stripe's redirect_status). */
  status: string;
}

export function useReturnedPayment(): ReturnedPaymentInfo | null {
  const { search } = useLocation();
  return useMemo(() => {
    const query = new URLSearchParams(search);
    const paymentIntentId = query.get('payment_intent');
    const status = query.get('redirect_status');
    return paymentIntentId && status ? { paymentIntentId, status } : null;
  }, [search]);
}

/**
 * Back from Stripe: a paid intent finishes the submission here, as a card paid on the page would
 * (the server checks with Stripe that it really succeeded); a failed one says so and offers the
 * form again. The stored draft leaves the terms unticked, and they were accepted before paying.
 */
export function ReturnedPayment({
  returned,
  termsAccepted,
  onTerms,
  onPaid,
}: {
  returned: ReturnedPaymentInfo;
  termsAccepted: boolean;
  onTerms(accepted: boolean): void;
  onPaid(paymentIntentId: string): Promise<void>;
}) {
  const { t } = useTranslation('apply');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const submitted = useRef(-1);
  const paid = returned.status === 'succeeded' || returned.status === 'processing';

  useEffect(() => {
    if (!paid) return;
    if (!termsAccepted) {
      onTerms(true);
      return;
    }
    if (submitted.current === attempt) return;
    submitted.current = attempt;
    // onPaid moves on to the confirmation page itself.
    onPaid(returned.paymentIntentId).catch((error) =>
      setError(
        // The session ended meanwhile: the wizard asks to sign in again in place, then Try Again sends it.
        error instanceof ApiError && error.status === 401
          ? t('payment.signInToSubmit')
          : t('payment.paidNotSubmitted', { id: returned.paymentIntentId }),
      ),
    );
  }, [paid, termsAccepted, attempt, onTerms, onPaid, returned.paymentIntentId, t]);

  const box = 'mt-8 rounded-lg border-2 p-4';
  const button = 'mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white';
  if (!paid) {
    return (
      <div className={`${box} border-red-600 bg-red-50`} role="alert">
        <p className="font-semibold text-red-800">{t('payment.returnFailed')}</p>
        <button type="button" className={button} onClick={() => navigate(pathname, { replace: true })}>
          {t('payment.tryAgain')}
        </button>
      </div>
    );
  }
  if (error) {
    return (
      <div className={`${box} border-amber-500 bg-amber-50`} role="alert">
        <p>{error}</p>
        <button
          type="button"
          className={button}
          onClick={() => {
            setError(null);
            setAttempt((count) => count + 1);
          }}
        >
          {t('payment.tryAgain')}
        </button>
      </div>
    );
  }
  return <output className="mt-8 block text-slate-700">{t('payment.submitting')}</output>;
}
