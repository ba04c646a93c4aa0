import { AlertOctagon, Check, CheckCircle2, Copy, XCircle } from 'lucide-react';
import type { AdminApplication } from '../../../../core/admin-applications';
import { everyOpenCaseSubmitted } from '../../../../core/cases';
import { type AdminSettableStatus, progressOf, progressStages, statusMoves } from '../../../../core/statuses';
import { FamilyOutcome } from '../../../components/family-outcome';
import { StatusBadge } from '../../../components/status-badge';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useCopy } from '../../../lib/use-copy';
import { formatDate, formatDateTime } from '../format';

/**
 * Only the Home Office decides (docs/decisions/030-decisions-recorded-per-traveller.md): one decision recorded for every
 * submitted traveller at once, offered only while every open traveller is submitted; each
 * traveller's own decision is recorded on their case otherwise.
 */
function RecordForAll({
  application,
  onStatus,
}: {
  application: AdminApplication;
  onStatus: (status: AdminSettableStatus) => void;
}) {
  const { t } = useTranslation('outcome');
  const ready = everyOpenCaseSubmitted(application.travellers.map((traveller) => ({ status: traveller.caseStatus })));
  return (
    <fieldset className="rounded-md border border-slate-200 p-3 text-sm" data-testid="record-for-all">
      <legend className="px-1 font-semibold text-slate-900">{t('recordForAll.title')}</legend>
      {ready ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => onStatus('approved')}
            className="inline-flex items-center gap-1 rounded-md bg-emerald-700 px-3 py-2 font-semibold text-white hover:bg-emerald-800"
          >
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {t('recordForAll.granted')}
          </button>
          <button
            type="button"
            onClick={() => onStatus('rejected')}
            className="inline-flex items-center gap-1 rounded-md bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800"
          >
            <XCircle className="h-4 w-4" aria-hidden="true" />
            {t('recordForAll.refused')}
          </button>
        </div>
      ) : (
        <p className="max-w-xs text-slate-700">{t('recordForAll.notYet')}</p>
      )}
    </fieldset>
  );
}

export function Header({
  application,
  onStatus,
}: {
  application: AdminApplication;
  onStatus: (status: AdminSettableStatus) => void;
}) {
  const { t } = useTranslation('adminApplications');
  const language = currentLanguage();
  const { copied, copy } = useCopy();
  const done = progressOf(application.status) ?? 0;
  const moves = statusMoves[application.status];
  const someSubmitted = application.travellers.some((traveller) => traveller.caseStatus === 'submitted');
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-mono text-2xl font-bold">{application.referenceNumber}</h1>
            <button
              type="button"
              onClick={() => copy('reference', application.referenceNumber)}
              className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            >
              {copied === 'reference' ? (
                <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
              ) : (
                <Copy className="h-4 w-4" aria-hidden="true" />
              )}
              {copied === 'reference' ? t('copied') : t('detail.copyReference')}
            </button>
            <StatusBadge status={application.status} wording="staff" />
            <FamilyOutcome status={application.status} travellers={application.travellers} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {application.firstName} {application.lastName} ·{' '}
            {t('detail.submitted', { date: formatDateTime(application.createdAt, language) })}
          </p>
        </div>
        {(moves.includes('processing') || someSubmitted) && moves.length > 0 && (
          <div className="flex flex-col items-end gap-2" data-testid="status-actions">
            {moves.includes('processing') && (
              <button
                type="button"
                onClick={() => onStatus('processing')}
                className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50"
              >
                {t('actions.markProcessing')}
              </button>
            )}
            {someSubmitted && <RecordForAll application={application} onStatus={onStatus} />}
          </div>
        )}
      </div>
      {application.status === 'cancelled' ? (
        <p
          className="mt-5 rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800"
          data-testid="cancelled-banner"
        >
          {t('detail.cancelledText')}
        </p>
      ) : application.status === 'rejected' ? (
        <div className="mt-5 flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          <AlertOctagon className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>{t('detail.rejectedTitle')}</strong> {t('detail.rejectedText')}
            {application.statusNotes && <span className="mt-1 block text-sm">{application.statusNotes}</span>}
          </p>
        </div>
      ) : (
        <ol className="mt-5 grid grid-cols-4 gap-2" aria-label={t('detail.progress')} data-testid="progress">
          {progressStages.map((stage, index) => {
            const complete = index < done;
            const current = index === done;
            return (
              <li
                key={stage}
                className="text-center text-xs"
                data-stage={complete ? 'done' : current ? 'current' : 'todo'}
                aria-current={current ? 'step' : undefined}
              >
                <span
                  className={`block h-2 rounded ${complete ? 'bg-emerald-600' : current ? 'bg-amber-400' : 'bg-slate-200'}`}
                  aria-hidden="true"
                />
                <span className={`mt-1 block ${complete ? 'font-semibold text-emerald-800' : 'text-slate-600'}`}>
                  {t(`detail.stages.${stage}`)}
                  <span className="sr-only">
                    {' '}
                    ({t(complete ? 'detail.stageDone' : current ? 'detail.stageCurrent' : 'detail.stageTodo')})
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {(application.personalDataErasedAt || application.documentsDeletedOn) && (
        <p className="mt-4 text-sm text-slate-700" data-testid="retention">
          {application.personalDataErasedAt
            ? t('detail.personalDataErased', { date: formatDate(application.personalDataErasedAt, language) })
            : t('detail.documentsDeletedOn', { date: formatDate(application.documentsDeletedOn, language) })}
        </p>
      )}
    </div>
  );
}
