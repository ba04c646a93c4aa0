import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AdminUserRow, isUndeletable } from '../../core/admin-users';
import { formatDate } from '../../core/format-time';
import { userRoles } from '../../core/statuses';
import { ListFilter, ListSearch, Pagination, SortHeader, useListParams } from '../components/admin/list-controls';
import { AdminListPage } from '../components/admin/list-page';
import { ConfirmDialog } from '../components/admin/modal';
import { RowMenu, RowMenuItem } from '../components/admin/row-menu';
import { deleteUser, resetSecondFactor, sendPasswordReset, useUserList } from '../features/admin-users/api';
import { UserDialog, type UserDialogTarget } from '../features/admin-users/user-dialog';
import { describeError } from '../lib/api-errors';
import { useCurrentUser } from '../lib/current-user';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { toast } from '../lib/toast';

/**
 * Admin spec §2 'Users': counters, search, role filter, sortable server-paged table, dialogs; and
 * each user's two-step verification, which an admin can reset for someone else (issue 14).
 */
export default function AdminUsers() {
  const { t } = useTranslation(['adminUsers', 'admin']);
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { params, update, sortProps } = useListParams({ role: 'all' });
  const list = useUserList(params);
  const { data } = list;
  const [dialog, setDialog] = useState<UserDialogTarget>(null);
  const [toDelete, setToDelete] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { data: me } = useCurrentUser();
  const [toReset, setToReset] = useState<AdminUserRow | null>(null);
  const [resetting, setResetting] = useState(false);

  async function resetPassword(user: AdminUserRow) {
    try {
      await sendPasswordReset(user.id);
      toast({ title: t('toast.resetSent'), description: t('toast.resetSentText', { email: user.email }) });
    } catch (error) {
      toast({
        title: t('toast.resetError'),
        description: describeError(error),
        variant: 'destructive',
      });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteUser(toDelete.id);
      toast({ title: t('toast.userDeleted') });
      setToDelete(null);
    } catch (error) {
      toast({
        title: t('toast.userDeleteError'),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  }

  async function confirmSecondFactorReset() {
    if (!toReset) return;
    setResetting(true);
    try {
      await resetSecondFactor(toReset.id);
      toast({ title: t('toast.mfaReset'), description: t('toast.mfaResetText', { email: toReset.email }) });
      setToReset(null);
    } catch (error) {
      toast({ title: t('toast.mfaResetError'), description: describeError(error), variant: 'destructive' });
    } finally {
      setResetting(false);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  }

  const counters = data?.counters;
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
        items: (['total', 'admin', 'standard', 'verified', 'unverified'] as const).map((key) => ({
          key,
          label: t(`users.counters.${key}`),
          value: counters?.[key],
        })),
      }}
      filters={
        <>
          <ListSearch
            id="user-search"
            label={t('admin:common.search')}
            placeholder={t('users.searchPlaceholder')}
            value={params.search}
            onSearch={(search) => update({ search })}
          />
          <ListFilter
            id="role-filter"
            label={t('users.roleFilter')}
            value={params.role}
            options={[
              { value: 'all', label: t('users.allRoles') },
              ...userRoles.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
            ]}
            onChange={(value) => update({ role: value })}
          />
        </>
      }
      isEmpty={!data || data.users.length === 0}
      texts={{
        error: t('users.error'),
        empty: t('users.empty'),
      }}
      pagination={
        <Pagination
          page={params.page}
          total={data?.total ?? 0}
          language={language}
          onPage={(page) => update({ page })}
        />
      }
      after={
        <>
          <UserDialog target={dialog} onClose={() => setDialog(null)} />
          <ConfirmDialog
            open={toDelete !== null}
            onClose={() => setToDelete(null)}
            title={t('users.delete.title')}
            description={t('users.delete.text', { email: toDelete?.email ?? '' })}
            confirmLabel={t('users.delete.confirm')}
            cancelLabel={t('admin:common.cancel')}
            busy={deleting}
            onConfirm={confirmDelete}
          />
          <ConfirmDialog
            open={toReset !== null}
            onClose={() => setToReset(null)}
            title={t('users.resetTwoStep.title')}
            description={t('users.resetTwoStep.text', { email: toReset?.email ?? '' })}
            confirmLabel={t('users.resetTwoStep.confirm')}
            cancelLabel={t('admin:common.cancel')}
            busy={resetting}
            onConfirm={confirmSecondFactorReset}
          />
        </>
      }
    >
      {data && (
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <SortHeader field="email" label={t('users.columns.email')} {...sortProps} />
              <SortHeader field="name" label={t('users.columns.name')} {...sortProps} />
              <SortHeader field="role" label={t('users.columns.role')} {...sortProps} />
              <SortHeader field="status" label={t('users.columns.status')} {...sortProps} />
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('users.columns.twoStep')}
              </th>
              <SortHeader field="createdAt" label={t('users.columns.created')} {...sortProps} />
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('users.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.users.map((user) => (
              <tr key={user.id} data-testid="user-row">
                <td className="px-3 py-2 break-all">{user.email}</td>
                <td className="px-3 py-2">{name(user)}</td>
                <td className="px-3 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${user.role === 'admin' ? 'bg-purple-100 text-purple-900' : 'bg-slate-100 text-slate-800'}`}
                  >
                    {t(`users.roles.${user.role}`)}
                  </span>
                  {user.builtIn && <span className="ms-2 text-xs text-slate-600">{t('users.builtIn')}</span>}
                </td>
                <td className="px-3 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${user.emailVerified ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
                  >
                    {t(user.emailVerified ? 'users.verified' : 'users.unverified')}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${user.mfaEnabled ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}
                  >
                    {t(user.mfaEnabled ? 'users.twoStepOn' : 'users.twoStepOff')}
                  </span>
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
                      <RowMenuItem onSelect={() => setToReset(user)}>{t('users.menu.resetTwoStep')}</RowMenuItem>
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
                          : setToDelete(user)
                      }
                    >
                      {t('users.menu.delete')}
                    </RowMenuItem>
                  </RowMenu>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminListPage>
  );
}
