import { AlertTriangle, Ban, CheckCircle2, Clock, Loader, Search, XCircle } from 'lucide-react';
import { shownStatus } from '../../core/my-applications';
import type { ApplicationStatus } from '../../core/statuses';
import { useTranslation } from '../lib/i18n';

const looks: Record<ApplicationStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-100 text-amber-900', Icon: Clock },
  processing: { className: 'bg-sky-100 text-sky-900', Icon: Loader },
  reviewing: { className: 'bg-indigo-100 text-indigo-900', Icon: Search },
  approved: { className: 'bg-emerald-100 text-emerald-900', Icon: CheckCircle2 },
  // A family with a refusal is never shown green (docs/decisions/030-decisions-recorded-per-traveller.md, 'A family's outcome').
  partly_approved: { className: 'bg-orange-100 text-orange-900', Icon: AlertTriangle },
  rejected: { className: 'bg-red-100 text-red-900', Icon: XCircle },
  cancelled: { className: 'bg-slate-200 text-slate-800', Icon: Ban },
};

/**
 * An application's status in words, on the traveller's pages and the staff's (`wording="staff"`,
 * from the admin's namespace): the same word for a state on both (src/locales/status-words.test.ts).
 */
export function StatusBadge({
  status,
  withIcon = false,
  wording = 'traveller',
}: {
  status: string;
  withIcon?: boolean;
  wording?: 'traveller' | 'staff';
}) {
  const { t } = useTranslation(wording === 'staff' ? 'admin' : 'myApplications');
  const known = shownStatus(status);
  const { className, Icon } = looks[known];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
      data-testid="status-badge"
      data-status={known}
    >
      {withIcon && <Icon aria-hidden="true" className="h-3.5 w-3.5" />}
      {t(`status.${known}`)}
    </span>
  );
}
