import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AdminApplication } from '../../../core/admin-applications';
import { staffMovesFrom } from '../../../core/cases';
import { formatDate } from '../../../core/format-time';
import { RequestReasons } from '../../components/request-reasons';
import { focusElement } from '../../components/ui/return-focus';
import { toastError } from '../../lib/api-errors';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { relationshipLabel } from '../../lib/relationship';
import { toast } from '../../lib/toast';
import { suggestionsOf } from '../../lib/travellers';
import { BulkMove } from './bulk-move';
import { CaseMoveDialog, type RecordedMove } from './case-move-dialog';
import { CaseStatusBadge } from './case-status-badge';
import { RequestInformationDialog } from './request-information-dialog';
import { moveCase } from './staff-api';

type Open = { index: number; name: string; kind: 'request' } | { index: number; name: string; kind: RecordedMove };

/** The Travellers tab: each traveller's case, what was asked, the Home Office steps, and the moves that apply. */
export function CasesPanel({ application }: { application: AdminApplication }) {
  const { t } = useTranslation(['cases', 'reasons']);
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  // A move changes the case's buttons (the one pressed goes): focus goes to the case, which names the traveller.
  const caseOf = (index: number) => panel.current?.querySelector<HTMLElement>(`[data-traveller="${index}"]`) ?? null;

  async function quickMove(index: number, status: 'ready_to_submit' | 'in_review') {
    try {
      const { application: updated } = await moveCase(application.id, index, { status });
      queryClient.setQueryData(['admin', 'application', application.id], updated);
      requestAnimationFrame(() => focusElement(caseOf(index)));
      toast({ title: t('staff.saved') });
    } catch (error) {
      toastError(t('staff.error'), error);
    }
  }

  return (
    <div className="space-y-4" data-testid="cases" ref={panel}>
      {application.travellers.length > 1 && <BulkMove application={application} selected={selected} />}
      {application.travellers.map((traveller) => {
        const name = [traveller.firstName, traveller.lastName].filter(Boolean).join(' ');
        const moves = staffMovesFrom(traveller.caseStatus).filter(
          (to) => to !== 'cancelled' && to !== traveller.caseStatus,
        );
        const fixes = traveller.requestedFixes;
        const relationship =
          traveller.index > 0 ? application.additionalApplicants[traveller.index - 1]?.relationship : null;
        return (
          <section
            key={traveller.index}
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-label={t('staff.traveller', { number: traveller.index + 1, name })}
            tabIndex={-1}
            data-testid="case"
            data-traveller={traveller.index}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="flex items-center gap-2 font-semibold">
                {application.travellers.length > 1 && (
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    data-select-traveller={traveller.index}
                    aria-label={t('reasons:staff.select', { name })}
                    checked={selected.includes(traveller.index)}
                    onChange={() =>
                      setSelected(
                        selected.includes(traveller.index)
                          ? selected.filter((index) => index !== traveller.index)
                          : [...selected, traveller.index].sort((a, b) => a - b),
                      )
                    }
                  />
                )}
                {t('staff.traveller', { number: traveller.index + 1, name })}
              </h3>
              {relationship && (
                <span className="text-sm text-slate-600" data-testid="relationship">
                  {t('fields.relationship')}: {relationshipLabel(t, relationship)}
                </span>
              )}
              <CaseStatusBadge status={traveller.caseStatus} />
            </div>
            <div className="mt-2 space-y-1 text-sm text-slate-700">
              {traveller.homeOfficeReference && (
                <div>{t('staff.reference', { reference: traveller.homeOfficeReference })}</div>
              )}
              {traveller.decisionDate && (
                <div>{t('staff.decided', { date: formatDate(traveller.decisionDate, language) })}</div>
              )}
              {traveller.decisionReason && <div>{t('staff.reason', { reason: traveller.decisionReason })}</div>}
              {fixes && (
                <div className="rounded-md bg-amber-50 p-2 text-amber-900">
                  {t('staff.asked', {
                    items: [...fixes.fields, ...fixes.documents].map((item) => t(`fields.${item}`)).join(', '),
                  })}
                  <div className="mt-1">
                    <RequestReasons reasons={fixes.reasons ?? []} message={fixes.message} />
                  </div>
                </div>
              )}
            </div>
            {moves.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {moves.map((to) => (
                  <button
                    key={to}
                    type="button"
                    data-move={to}
                    onClick={() => {
                      if (to === 'ready_to_submit' || to === 'in_review') void quickMove(traveller.index, to);
                      else if (to === 'information_needed') setOpen({ index: traveller.index, name, kind: 'request' });
                      else setOpen({ index: traveller.index, name, kind: to as RecordedMove });
                    }}
                    className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
                  >
                    {t(`staff.actions.${to}`)}
                  </button>
                ))}
              </div>
            )}
          </section>
        );
      })}
      {open?.kind === 'request' && (
        <RequestInformationDialog
          applicationId={application.id}
          index={open.index}
          name={open.name}
          onClose={() => setOpen(null)}
          caseElement={() => caseOf(open.index)}
          suggested={suggestionsOf(application.travellers.find((item) => item.index === open.index))}
        />
      )}
      {open && open.kind !== 'request' && (
        <CaseMoveDialog
          applicationId={application.id}
          index={open.index}
          name={open.name}
          status={open.kind}
          onClose={() => setOpen(null)}
          caseElement={() => caseOf(open.index)}
        />
      )}
    </div>
  );
}
