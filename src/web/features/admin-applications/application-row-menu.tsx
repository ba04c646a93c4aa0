import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApplicationListItem } from '../../../core/admin-applications';
import { type AdminSettableStatus, statusMoves } from '../../../core/statuses';
import { RowMenu, RowMenuItem } from '../../components/admin/row-menu';
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
  const { t } = useTranslation(['adminApplications', 'outcome']);
  return (
    <RowMenu label={t('list.rowMenu', { reference: application.referenceNumber })}>
      <RowMenuItem asChild>
        <Link to={`/admin/applications/${application.id}`}>{t('list.viewDetails')}</Link>
      </RowMenuItem>
      {children}
      {statusMoves[application.status].map((status) => (
        <RowMenuItem key={status} danger={status === 'rejected'} onSelect={() => onStatus(application, status)}>
          {t(itemLabels[status])}
        </RowMenuItem>
      ))}
    </RowMenu>
  );
}
