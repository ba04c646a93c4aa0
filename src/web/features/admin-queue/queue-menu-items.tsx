import type { ApplicationListItem } from '../../../core/admin-applications';
import { isOpen } from '../../../core/admin-queue';
import { RowMenuItem } from '../../components/admin/row-menu';
import { useTranslation } from '../../lib/i18n';
import { useQueueAction } from './api';

/** Claim, Assign to… and Release in a list row's menu, as far as they apply to the viewer. */
export function QueueMenuItems({
  application,
  viewerId,
  onAssign,
}: {
  application: ApplicationListItem;
  viewerId: string | undefined;
  onAssign: (application: ApplicationListItem) => void;
}) {
  const { t } = useTranslation('adminQueue');
  const act = useQueueAction();
  const mine = application.assignee?.id === viewerId;
  const open = isOpen(application.status);
  return (
    <>
      {open && !application.assignee && (
        <RowMenuItem onSelect={() => act(application.id, application.referenceNumber, { kind: 'claim' })}>
          {t('actions.claim')}
        </RowMenuItem>
      )}
      {open && <RowMenuItem onSelect={() => onAssign(application)}>{t('actions.assign')}</RowMenuItem>}
      {mine && (
        <RowMenuItem onSelect={() => act(application.id, application.referenceNumber, { kind: 'release' })}>
          {t('actions.release')}
        </RowMenuItem>
      )}
    </>
  );
}
