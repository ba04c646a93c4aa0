import type { ApplicationStatus } from '../../../core/statuses';
import { useTranslation } from '../../lib/i18n';

const colours: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  reviewing: 'bg-indigo-100 text-indigo-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[status]}`}
      data-testid="status-badge"
    >
      {t(`status.${status}`)}
    </span>
  );
}
