import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminApplication } from '../../../core/admin-applications';
import { formatAmountInput } from '../../../core/format-input';
import { poundsToPence } from '../../../core/money';
import { refundRequestSchema } from '../../../core/refunds';
import { DialogActions } from '../../components/admin/dialog-actions';
import { Modal } from '../../components/admin/modal';
import { RefundReasonField } from '../../components/admin/refund-reason-field';
import { CurrencyAffix } from '../../components/ui/form-controls';
import { ApiError } from '../../lib/api';
import { messageOfCode, toastError } from '../../lib/api-errors';
import { formatMoney } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { refundApplication } from './api';

/** '12.50' or '12,50' → pence; null for anything that is not an amount in pounds and pence. */
function penceOf(text: string): number | null {
  const normalised = text.trim().replace(/^£/, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return poundsToPence(Number(normalised));
}

/**
 * The Refund button of the payment tab and its dialog: amount in pounds, a reason, the most that
 * may be refunded shown; the server checks the same cap and its 400 message is shown as it is.
 */
export function RefundDialog({ application }: { application: AdminApplication }) {
  const { t } = useTranslation(['refunds', 'admin']);
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [saving, setSaving] = useState(false);
  // The last check before money moves (issue #36): 'Refund £33.99 to VISA •••• 4242?', asked once per amount.
  const [confirming, setConfirming] = useState<number | null>(null);
  const most = application.payment.refundablePence;
  const { brand, last4 } = application.payment;
  const card = [brand?.toUpperCase(), last4 ? `•••• ${last4}` : null].filter(Boolean).join(' ');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const amountPence = penceOf(amount);
    const parsed = refundRequestSchema.safeParse({ amountPence: amountPence ?? 0, reason });
    const next: typeof errors = {};
    if (amountPence === null || amountPence <= 0)
      next.amount = t('refund.amountInvalid', { example: formatAmountInput(3399, language) });
    else if (amountPence > most) next.amount = t('refund.tooMuch', { amount: formatMoney(most, language) });
    if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'reason')) {
      next.reason = reason.trim() ? t('refund.reasonTooLong') : t('refund.reasonRequired');
    }
    setErrors(next);
    if (next.amount || next.reason || !parsed.success) return;
    if (confirming !== parsed.data.amountPence) {
      setConfirming(parsed.data.amountPence);
      return;
    }
    setSaving(true);
    try {
      const result = await refundApplication(application.id, parsed.data);
      queryClient.setQueryData(['admin', 'application', application.id], result.application);
      const { status, failureMessage } = result.refund;
      toast({
        title: t(`refund.toast.${status}`),
        description: status === 'failed' ? (failureMessage ?? undefined) : undefined,
        variant: status === 'failed' ? 'destructive' : undefined,
      });
      setOpen(false);
      setAmount('');
      setReason('');
      setConfirming(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.body?.message) {
        // The refusal names the most that can be refunded, in the reader's words and money format.
        setErrors({ amount: messageOfCode(error.body) ?? error.body.message });
      } else {
        toastError(t('refund.toast.error'), error);
      }
    } finally {
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'application', application.id] });
    }
  }

  return (
    <Modal
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      title={t('refund.title')}
      description={t('refund.cap', { amount: formatMoney(most, language) })}
      closeLabel={t('admin:dialog.cancel')}
      trigger={
        <button
          type="button"
          disabled={most <= 0}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
          data-testid="refund-button"
        >
          {t('refund.button')}
        </button>
      }
    >
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <div>
          <label htmlFor="refund-amount" className="block text-sm font-medium">
            {t('refund.amount')}
          </label>
          <CurrencyAffix language={language}>
            <input
              id="refund-amount"
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setConfirming(null);
              }}
              className="w-40 rounded-md border border-slate-300 p-2 text-sm"
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? 'refund-amount-error' : undefined}
            />
          </CurrencyAffix>
          {errors.amount && (
            <p id="refund-amount-error" className="mt-1 text-sm text-red-700">
              {errors.amount}
            </p>
          )}
        </div>
        <RefundReasonField
          id="refund-reason"
          label={t('refund.reason')}
          value={reason}
          onChange={setReason}
          error={errors.reason}
        />
        {confirming !== null && (
          <p
            className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-950"
            role="status"
            data-testid="refund-check"
          >
            {t('refundCheck.question', {
              amount: formatMoney(confirming, language),
              card: card || t('refundCheck.card'),
            })}
          </p>
        )}
        <DialogActions
          cancelLabel={t('admin:dialog.cancel')}
          submitLabel={confirming !== null ? t('refundCheck.yes') : t('refund.confirm')}
          busy={saving}
        />
      </form>
    </Modal>
  );
}
