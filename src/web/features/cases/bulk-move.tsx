import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminApplication } from '../../../core/admin-applications';
import type { CasesMove } from '../../../core/case-requests';
import { type CaseStatus, staffMovesFrom } from '../../../core/cases';
import { toastError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { moveCases } from './staff-api';

type BulkStatus = CasesMove['status'];
const bulkStatuses: readonly BulkStatus[] = [
  'in_review',
  'ready_to_submit',
  'submitted',
  'granted',
  'refused',
  'invalid',
];

/** The moves every selected traveller can make (cancelling and requests stay per traveller). */
export function commonMoves(statuses: readonly CaseStatus[]): BulkStatus[] {
  if (statuses.length === 0) return [];
  return bulkStatuses.filter((to) => statuses.every((from) => staffMovesFrom(from).includes(to)));
}

/**
 * Several travellers at once (issue #36): the moves the selected travellers can all make; a
 * submission asks one Home Office reference per traveller, a refusal or invalid the reason.
 */
export function BulkMove({
  application,
  selected,
}: {
  application: AdminApplication;
  /** The travellers ticked; they stay ticked after a move, for the next step (ready, then submitted). */
  selected: number[];
}) {
  const { t } = useTranslation(['cases', 'reasons']);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<BulkStatus | null>(null);
  const [references, setReferences] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const travellers = application.travellers.filter((traveller) => selected.includes(traveller.index));
  const moves = commonMoves(travellers.map((traveller) => traveller.caseStatus));
  const nameOf = (index: number) => {
    const traveller = application.travellers.find((item) => item.index === index);
    return [traveller?.firstName, traveller?.lastName].filter(Boolean).join(' ');
  };

  async function send(status: BulkStatus) {
    setBusy(true);
    try {
      const { application: updated } = await moveCases(application.id, {
        travellers: selected,
        status,
        ...(status === 'submitted' ? { homeOfficeReferences: selected.map((index) => references[index] ?? '') } : {}),
        ...(status === 'refused' || status === 'invalid' ? { reason } : {}),
      });
      queryClient.setQueryData(['admin', 'application', application.id], updated);
      toast({ title: t('staff.saved') });
      setPending(null);
      setReferences({});
      setReason('');
    } catch (error) {
      toastError(t('staff.error'), error);
    } finally {
      setBusy(false);
    }
  }

  if (selected.length === 0) return null;
  const needsMore = (status: BulkStatus) => ['submitted', 'refused', 'invalid'].includes(status);
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-3" data-testid="bulk-move">
      <p className="text-sm font-medium">{t('reasons:staff.selected')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            data-bulk-move={to}
            disabled={busy}
            onClick={() => (needsMore(to) ? setPending(to) : void send(to))}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
          >
            {t(`staff.actions.${to}`)}
          </button>
        ))}
      </div>
      {pending && (
        <form
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send(pending);
          }}
        >
          {pending === 'submitted' ? (
            selected.map((index) => (
              <label key={index} className="block text-sm">
                {t('reasons:staff.references', { name: nameOf(index) })}
                <input
                  required
                  maxLength={50}
                  data-bulk-reference={index}
                  value={references[index] ?? ''}
                  onChange={(event) => setReferences({ ...references, [index]: event.target.value })}
                  className="mt-1 block w-full rounded-md border border-slate-300 p-1.5"
                />
              </label>
            ))
          ) : (
            <label className="block text-sm">
              {t('staff.move.reason')}
              <textarea
                required
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className="mt-1 block w-full rounded-md border border-slate-300 p-1.5"
              />
            </label>
          )}
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('reasons:staff.move')}
          </button>
        </form>
      )}
    </div>
  );
}
