import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ApplicationListItem } from '../../../core/admin';
import { isOpen } from '../../../core/queue';
import { useTranslation } from '../../lib/i18n';
import { useQueueAction } from './api';

const item = 'block rounded px-3 py-2 outline-none data-[highlighted]:bg-slate-100';

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
        <DropdownMenu.Item
          className={item}
          onSelect={() => act(application.id, application.referenceNumber, { kind: 'claim' })}
        >
          {t('actions.claim')}
        </DropdownMenu.Item>
      )}
      {open && (
        <DropdownMenu.Item className={item} onSelect={() => onAssign(application)}>
          {t('actions.assign')}
        </DropdownMenu.Item>
      )}
      {mine && (
        <DropdownMenu.Item
          className={item}
          onSelect={() => act(application.id, application.referenceNumber, { kind: 'release' })}
        >
          {t('actions.release')}
        </DropdownMenu.Item>
      )}
    </>
  );
}
