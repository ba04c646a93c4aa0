import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AdminUserRow, isUndeletable } from '../../core/admin-users';
import { formatDate } from '../../core/format-time';
import { userRoles } from '../../core/statuses';
import { ListFilter, ListSearch, useListParams } from '../components/admin/list-controls';
import { AdminListPage } from '../components/admin/list-page';
import { counterItems, filterOptions, ListTable, Pill } from '../components/admin/list-table';
import { ConfirmDialog } from '../components/admin/modal';
import { RowMenu, RowMenuItem } from '../components/admin/row-menu';
import { useConfirmedAction } from '../components/admin/use-confirmed-action';
import { deleteUser, resetSecondFactor, sendPasswordReset, useUserList } from '../features/admin-users/api';
import { UserDialog, type UserDialogTarget } from '../features/admin-users/user-dialog';
import { toastError } from '../lib/api-errors';
import { useCurrentUser } from '../lib/current-user';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { toast } from '../lib/toast';

const adminKey = ['admin'] as const;

/**
 * Admin spec §2 'Users': counters, search, role filter, sortable server-paged table, dialogs; and
 * each user's two-step verification, which an admin can reset for someone else (issue 14).
 */
export default function AdminUsers() {
  const { t } = useTranslation(['adminUsers', 'admin']);
  const language = currentLanguage();
  const { params, sortProps, searchProps, filterProps, pageProps } = useListParams({ role: 'all' });
  const list = useUserList(params);
  const { data } = list;
  const [dialog, setDialog] = useState<UserDialogTarget>(null);
  const { data: me } = useCurrentUser();
  const deletion = useConfirmedAction({
    run: (user: AdminUserRow) => deleteUser(user.id),
    done: () => ({ title: t('toast.userDeleted') }),
    failed: t('toast.userDeleteError'),
    queryKey: adminKey,
  });
  const twoStepReset = useConfirmedAction({
    run: (user: AdminUserRow) => resetSecondFactor(user.id),
    done: (user) => ({ title: t('toast.mfaReset'), description: t('toast.mfaResetText', { email: user.email }) }),
    failed: t('toast.mfaResetError'),
    queryKey: adminKey,
  });

  async function resetPassword(user: AdminUserRow) {
    try {
      await sendPasswordReset(user.id);
      toast({ title: t('toast.resetSent'), description: t('toast.resetSentText', { email: user.email }) });
    } catch (error) {
      toastError(t('toast.resetError'), error);
    }
  }

  const name = (user: AdminUserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';

  return (
    <AdminListPage
      title={t('users.title')}
      subtitle={t('users.subtitle')}
      action={
        <button
          type="button"
          onClick={() => setDialog('new')}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('users.add')}
        </button>
      }
      query={list}
      counters={{
        items: counterItems(
          ['total', 'admin', 'standard', 'verified', 'unverified'] as const,
          (key) => t(`users.counters.${key}`),
          data?.counters,
        ),
      }}
      filters={
        <>
          <ListSearch
            id="user-search"
            label={t('admin:common.search')}
            placeholder={t('users.searchPlaceholder')}
            {...searchProps}
          />
          <ListFilter
            id="role-filter"
            label={t('users.roleFilter')}
            options={filterOptions(t('users.allRoles'), userRoles, (role) => t(`users.roles.${role}`))}
            {...filterProps('role')}
          />
        </>
      }
      isEmpty={!data || data.users.length === 0}
      texts={{ error: t('users.error'), empty: t('users.empty') }}
      pages={{ ...pageProps, total: data?.total ?? 0 }}
      after={
        <>
          <UserDialog target={dialog} onClose={() => setDialog(null)} />
          <ConfirmDialog
            {...deletion.dialog}
            title={t('users.delete.title')}
            description={t('users.delete.text', { email: deletion.target?.email ?? '' })}
            confirmLabel={t('users.delete.confirm')}
            cancelLabel={t('admin:common.cancel')}
          />
          <ConfirmDialog
            {...twoStepReset.dialog}
            title={t('users.resetTwoStep.title')}
            description={t('users.resetTwoStep.text', { email: twoStepReset.target?.email ?? '' })}
            confirmLabel={t('users.resetTwoStep.confirm')}
            cancelLabel={t('admin:common.cancel')}
          />
        </>
      }
    >
      {data && (
        <ListTable
          columns={[
            { field: 'email', label: t('users.columns.email') },
            { field: 'name', label: t('users.columns.name') },
            { field: 'role', label: t('users.columns.role') },
            { field: 'status', label: t('users.columns.status') },
            { field: null, label: t('users.columns.twoStep') },
            { field: 'createdAt', label: t('users.columns.created') },
          ]}
          sortProps={sortProps}
          actions={t('users.columns.actions')}
        >
          {data.users.map((user) => (
            <tr key={user.id} data-testid="user-row">
              <td className="px-3 py-2 break-all">{user.email}</td>
              <td className="px-3 py-2">{name(user)}</td>
              <td className="px-3 py-2">
                <Pill tone={user.role === 'admin' ? 'purple' : 'slate'}>{t(`users.roles.${user.role}`)}</Pill>
                {user.builtIn && <span className="ms-2 text-xs text-slate-600">{t('users.builtIn')}</span>}
              </td>
              <td className="px-3 py-2">
                <Pill tone={user.emailVerified ? 'green' : 'amber'}>
                  {t(user.emailVerified ? 'users.verified' : 'users.unverified')}
                </Pill>
              </td>
              <td className="px-3 py-2">
                <Pill tone={user.mfaEnabled ? 'green' : 'slate'}>
                  {t(user.mfaEnabled ? 'users.twoStepOn' : 'users.twoStepOff')}
                </Pill>
              </td>
              <td className="px-3 py-2">{formatDate(user.createdAt, language)}</td>
              <td className="px-3 py-2 text-end">
                <RowMenu label={t('admin:common.actionsFor', { name: user.email })}>
                  <RowMenuItem onSelect={() => setDialog(user)}>{t('users.menu.edit')}</RowMenuItem>
                  <RowMenuItem asChild>
                    <Link to={`/admin/applications?userId=${user.id}`}>{t('users.menu.applications')}</Link>
                  </RowMenuItem>
                  <RowMenuItem onSelect={() => resetPassword(user)}>{t('users.menu.resetPassword')}</RowMenuItem>
                  {user.mfaEnabled && user.id !== me?.id && (
                    <RowMenuItem onSelect={() => twoStepReset.ask(user)}>{t('users.menu.resetTwoStep')}</RowMenuItem>
                  )}
                  <RowMenuItem
                    danger
                    onSelect={() =>
                      isUndeletable(user)
                        ? toast({
                            title: t('toast.userDeleteError'),
                            description: t('users.adminUndeletable'),
                            variant: 'destructive',
                          })
                        : deletion.ask(user)
                    }
                  >
                    {t('users.menu.delete')}
                  </RowMenuItem>
                </RowMenu>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </AdminListPage>
  );
}
