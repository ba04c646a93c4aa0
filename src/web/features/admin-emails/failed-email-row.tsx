import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FailedEmail } from '../../../core/admin-emails';
import { toastError } from '../../lib/api-errors';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { failedEmailsKey, resendEmail } from './api';

/** One e-mail the outbox gave up on: to whom, what, why, how often tried, when; and Resend. */
export function FailedEmailRow({ email, language }: { email: FailedEmail; language: string }) {
  const { t } = useTranslation('adminEmails');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await resendEmail(email.id);
      toast({ title: t('resent', { address: email.toAddress }) });
    } catch (error) {
      // The refusal's code says why, in the reader's words (EMAIL_ALREADY_SENT, EMAIL_CODE_ERASED …).
      toastError(t('resendFailed'), error);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: failedEmailsKey });
    }
  }

  return (
    <li className="p-4" data-testid="failed-email">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div className="min-w-0">
            <dt className="text-slate-500">{t('columns.recipient')}</dt>
            <dd className="break-all text-slate-900">
              <bdi>{email.toAddress}</bdi>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-500">{t('columns.subject')}</dt>
            <dd className="break-words text-slate-900">
              <bdi>{email.subject}</bdi>
            </dd>
            <dd className="font-mono text-xs text-slate-500">{email.template}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-500">{t('columns.reason')}</dt>
            <dd className="break-words text-slate-900">
              <bdi>{email.reason ?? '—'}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('columns.when')}</dt>
            <dd className="text-slate-900">{formatDateTime(email.failedAt ?? email.createdAt, language)}</dd>
            <dd className="text-xs text-slate-500">{t('attempts', { count: email.attempts })}</dd>
          </div>
        </dl>
        {/* A fixed slot, so the columns of every row line up with or without the button. */}
        <div className="shrink-0 text-end sm:w-32">
          {email.resendable && (
            <button
              type="button"
              onClick={resend}
              disabled={busy}
              className="min-h-11 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t('resend')}
            </button>
          )}
        </div>
      </div>
      {!email.resendable && <p className="mt-2 text-sm text-slate-700">{t('refused.codeErased')}</p>}
    </li>
  );
}
