import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AttentionPayment } from '../../../core/payments';
import { refundRequestSchema } from '../../../core/refunds';
import { DialogActions } from '../../components/admin/dialog-actions';
import { RefundReasonField } from '../../components/admin/refund-reason-field';
import { toastError } from '../../lib/api-errors';
import { formatMoney } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { attentionKey, refundPayment } from './api';

/** 'Refund in full' for a payment without an application: a reason, then the provider makes the refund. */
export function RefundPaymentDialog({ payment }: { payment: AttentionPayment }) {
  const { t } = useTranslation(['payments', 'admin', 'refunds']);
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const amount = formatMoney(payment.amountPence, language);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = refundRequestSchema.pick({ reason: true }).safeParse({ reason });
    if (!parsed.success) {
      setError(reason.trim() ? t('refunds:refund.reasonTooLong') : t('refunds:refund.reasonRequired'));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const { refund } = await refundPayment(payment.id, parsed.data.reason);
      toast({
        title: t(`refunds:refund.toast.${refund.status}`),
        description: refund.status === 'failed' ? (refund.failureMessage ?? undefined) : undefined,
        variant: refund.status === 'failed' ? 'destructive' : undefined,
      });
      setOpen(false);
    } catch (failure) {
      toastError(t('refunds:refund.toast.error'), failure);
    } finally {
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey: attentionKey });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="min-h-11 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
        >
          {t('refund')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold">
            {t('refundTitle', { reference: payment.reference })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t('refundText', { amount })}</Dialog.Description>
          <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
            <RefundReasonField
              id="payment-refund-reason"
              label={t('refunds:refund.reason')}
              value={reason}
              onChange={setReason}
              error={error}
            />
            <DialogActions
              cancelLabel={t('admin:dialog.cancel')}
              submitLabel={t('refundConfirm', { amount })}
              busy={saving}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
