import { Ban, CheckCircle2, Clock, Loader, Search, XCircle } from 'lucide-react';
import type { ApplicationStatus } from '../../../core/statuses';
import { useTranslation } from '../../lib/i18n';

const looks: Record<ApplicationStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-100 text-amber-900', Icon: Clock },
  processing: { className: 'bg-sky-100 text-sky-900', Icon: Loader },
  reviewing: { className: 'bg-indigo-100 text-indigo-900', Icon: Search },
  approved: { className: 'bg-emerald-100 text-emerald-900', Icon: CheckCircle2 },
  rejected: { className: 'bg-red-100 text-red-900', Icon: XCircle },
  cancelled: { className: 'bg-slate-200 text-slate-800', Icon: Ban },
};

/** The user's badge labels (spec §4): Approved, Rejected, Under Review, Pending; Processing and Cancelled shown as they are. */
export function StatusBadge({ status, withIcon = false }: { status: string; withIcon?: boolean }) {
  const { t } = useTranslation('dashboard');
  const known = (status in looks ? status : 'pending') as ApplicationStatus;
  const { className, Icon } = looks[known];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
      data-testid="status-badge"
    >
      {withIcon && <Icon aria-hidden="true" className="h-3.5 w-3.5" />}
      {t(`status.${known}`)}
    </span>
  );
}
