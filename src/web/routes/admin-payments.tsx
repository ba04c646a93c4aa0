import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AttentionPayment, attentionPageSize, type FailedRefund } from '../../core/payments';
import { ItemListPage } from '../components/admin/item-list-page';
import { attentionKey, retryPayment, useAttentionPayments } from '../features/payments/api';
import { RefundPaymentDialog } from '../features/payments/refund-payment-dialog';
import { toastError } from '../lib/api-errors';
import { formatDateTime, formatMoney } from '../lib/format';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { toast } from '../lib/toast';

/**
 * Issue 16: payments that took money but could not become an application (a document gone, an
 * amount that differs). Staff retry once the cause is fixed, or refund in full; nothing retries by
 * itself for ever.
 */
export default function AdminPayments() {
  const language = currentLanguage();
  return (
    <ItemListPage
      namespace="payments"
      useItems={useAttentionPayments}
      pageSize={attentionPageSize}
      after={(data) =>
        (data?.failedRefunds.length ?? 0) > 0 && (
          <FailedRefunds refunds={data?.failedRefunds ?? []} language={language} />
        )
      }
    >
      {(data) => data?.items.map((payment) => <PaymentRow key={payment.id} payment={payment} language={language} />)}
    </ItemListPage>
  );
}

/** Refunds the provider refused: staff refund again from the application, or contact the payer. */
function FailedRefunds({ refunds, language }: { refunds: FailedRefund[]; language: string }) {
  const { t } = useTranslation('payments');
  return (
    <section className="mt-8" aria-labelledby="failed-refunds-title">
      <h2 id="failed-refunds-title" className="text-lg font-semibold text-slate-900">
        {t('failedRefunds.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('failedRefunds.intro')}</p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {refunds.map((refund) => (
          <li
            key={refund.id}
            className="flex flex-wrap items-start justify-between gap-4 p-4 text-sm"
            data-testid="failed-refund"
          >
            <div>
              <p className="font-mono font-semibold text-slate-900">{refund.reference}</p>
              <p className="text-slate-700">
                {t('failedRefunds.amount', { amount: formatMoney(refund.amountPence, language) })} · {refund.reason}
              </p>
              {refund.failureMessage && <p className="text-red-800">{refund.failureMessage}</p>}
              <p className="text-xs text-slate-500">{formatDateTime(refund.failedAt, language)}</p>
            </div>
            {refund.applicationId && (
              <Link to={`/admin/applications/${refund.applicationId}`} className="text-brand-700 underline">
                {t('failedRefunds.open', { reference: refund.reference })}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PaymentRow({ payment, language }: { payment: AttentionPayment; language: string }) {
  const { t } = useTranslation(['payments', 'admin']);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [built, setBuilt] = useState<{ id: string; referenceNumber: string }>();

  async function retry() {
    setBusy(true);
    try {
      const result = await retryPayment(payment.id);
      if (result.built) {
        setBuilt(result.application);
        toast({ title: t('built', { reference: result.application.referenceNumber }) });
      } else {
        toast({ title: t('stillStuck'), description: t(`reasons.${result.payment.reason}`), variant: 'destructive' });
      }
    } catch (error) {
      toastError(t('retryFailed'), error);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: attentionKey });
    }
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-4 p-4" data-testid="attention-payment">
      <dl className="grid min-w-0 flex-1 grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-500">{t('columns.payment')}</dt>
          <dd className="font-mono font-semibold text-slate-900">{payment.reference}</dd>
          <dd className="break-all text-xs text-slate-500">{payment.providerIntentId}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('columns.payer')}</dt>
          <dd className="text-slate-900">{payment.applicantName ?? '—'}</dd>
          <dd className="break-all text-slate-700">{payment.accountEmail ?? payment.applicantEmail ?? '—'}</dd>
          <dd className="text-xs text-slate-500">{payment.accountEmail ? t('account') : t('noAccount')}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('columns.amount')}</dt>
          <dd className="font-semibold text-slate-900">{formatMoney(payment.amountPence, language)}</dd>
          <dd className="text-slate-700">{t('travellers', { count: payment.travellerCount })}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('columns.reason')}</dt>
          <dd className="text-slate-900">{t(`reasons.${payment.reason}`)}</dd>
          {payment.attentionAt && (
            <dd className="text-xs text-slate-500">{formatDateTime(payment.attentionAt, language)}</dd>
          )}
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {built ? (
          <Link to={`/admin/applications/${built.id}`} className="text-brand-700 underline">
            {built.referenceNumber}
          </Link>
        ) : (
          <>
            {payment.reason !== 'amount_mismatch' && (
              <button
                type="button"
                onClick={retry}
                disabled={busy}
                className="min-h-11 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {t('retry')}
              </button>
            )}
            <RefundPaymentDialog payment={payment} />
          </>
        )}
      </div>
    </li>
  );
}
