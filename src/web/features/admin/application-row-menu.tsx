import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApplicationListItem } from '../../../core/admin';
import { type AdminSettableStatus, statusMoves } from '../../../core/statuses';
import { useTranslation } from '../../lib/i18n';

/** A decision is recorded for the submitted travellers, never invented (the server answers 409 otherwise). */
const itemLabels: Record<AdminSettableStatus, string> = {
  approved: 'outcome:rowMenu.approved',
  processing: 'actions.markProcessingShort',
  rejected: 'outcome:rowMenu.rejected',
};

/**
 * The row menu of the applications list: View Details, the page's own items (`children`: the
 * queue's Claim, Assign and Release), then only the status changes that still apply.
 */
export function ApplicationRowMenu({
  application,
  onStatus,
  children,
}: {
  application: ApplicationListItem;
  onStatus: (application: ApplicationListItem, status: AdminSettableStatus) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'outcome']);
  const item = 'block rounded px-3 py-2 outline-none data-[highlighted]:bg-slate-100';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="rounded p-2 hover:bg-slate-100"
        aria-label={t('list.rowMenu', { reference: application.referenceNumber })}
      >
        <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          className="z-30 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <DropdownMenu.Item asChild className={item}>
            <Link to={`/admin/applications/${application.id}`}>{t('list.viewDetails')}</Link>
          </DropdownMenu.Item>
          {children}
          {statusMoves[application.status].map((status) => (
            <DropdownMenu.Item
              key={status}
              className={status === 'rejected' ? `${item} text-red-700 data-[highlighted]:bg-red-50` : item}
              onSelect={() => onStatus(application, status)}
            >
              {t(itemLabels[status])}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
