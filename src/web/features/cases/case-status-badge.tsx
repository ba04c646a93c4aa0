import type { CaseStatus } from '../../../core/cases';
import { useTranslation } from '../../lib/i18n';

const tones: Record<CaseStatus, string> = {
  in_review: 'bg-sky-100 text-sky-900',
  information_needed: 'bg-amber-100 text-amber-900',
  ready_to_submit: 'bg-indigo-100 text-indigo-900',
  submitted: 'bg-violet-100 text-violet-900',
  granted: 'bg-emerald-100 text-emerald-900',
  refused: 'bg-red-100 text-red-900',
  invalid: 'bg-orange-100 text-orange-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** One traveller's case status, in words (never colour alone). */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('cases');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status]}`} data-case-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
