import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type AdminUserInput, type AdminUserRow, adminUserSchema } from '../../../core/admin-users';
import { maxLengths } from '../../../core/limits';
import { userRoles } from '../../../core/statuses';
import { Modal } from '../../components/admin/modal';
import { Button, TextField } from '../../components/ui/form-controls';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { createUser, updateUser } from './api';

/** `null` closed, `'new'` Add User, a row Edit User. */
export type UserDialogTarget = null | 'new' | AdminUserRow;

const fieldKeys = ['email', 'firstName', 'lastName', 'role', 'password'] as const;

/**
 * Add User / Edit User (admin spec §5) with the shared schema. On edit a blank password is left
 * out, so the current one stays. The server's field errors (409 e-mail in use) land on the field.
 */
export function UserDialog({ target, onClose }: { target: UserDialogTarget; onClose: () => void }) {
  const { t } = useTranslation(['adminUsers', 'admin']);
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<AdminUserInput>({
    resolver: zodResolver(adminUserSchema),
    values: editing
      ? {
          email: editing.email,
          firstName: editing.firstName ?? '',
          lastName: editing.lastName ?? '',
          role: editing.role,
          password: '',
        }
      : { email: '', firstName: '', lastName: '', role: '' as never, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: AdminUserInput) {
    try {
      if (editing) await updateUser(editing.id, values);
      else await createUser(values);
      toast({ title: t(editing ? 'toast.userUpdated' : 'toast.userCreated') });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', { type: 'taken', message: error.serverMessage });
      } else if (error instanceof ApiError && error.body?.fieldErrors) {
        for (const key of fieldKeys) {
          const message = error.body.fieldErrors[key];
          if (message) form.setError(key, { type: 'server', message });
        }
      }
      toastError(t(editing ? 'toast.userUpdateError' : 'toast.userCreateError'), error);
    }
  }

  /** Translated messages for the schema's rules, and the server's 'e-mail in use' (409). */
  const message = (key: (typeof fieldKeys)[number]) => {
    const error = errors[key];
    if (!error) return undefined;
    if (error.type === 'taken') return t('users.dialog.emailTaken');
    return fieldMessage(error.message) ?? t(`users.errors.${key}`);
  };

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t(editing ? 'users.dialog.editTitle' : 'users.dialog.addTitle')}
      description={editing ? t('users.dialog.editText', { email: editing.email }) : t('users.dialog.addText')}
      closeLabel={t('admin:common.cancel')}
    >
      <form className="mt-4 space-y-4" onSubmit={form.handleSubmit(submit)} noValidate>
        <TextField
          label={t('users.dialog.email')}
          type="email"
          autoComplete="off"
          maxLength={maxLengths.email}
          error={message('email')}
          {...form.register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('users.dialog.firstName')}
            maxLength={maxLengths.name}
            error={message('firstName')}
            {...form.register('firstName')}
          />
          <TextField
            label={t('users.dialog.lastName')}
            maxLength={maxLengths.name}
            error={message('lastName')}
            {...form.register('lastName')}
          />
        </div>
        <div>
          <label htmlFor="user-role" className="block text-sm font-medium text-slate-800">
            {t('users.dialog.role')}
          </label>
          <select
            id="user-role"
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? 'user-role-error' : undefined}
            className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 ${errors.role ? 'border-red-600' : 'border-slate-300'}`}
            {...form.register('role')}
          >
            <option value="">{t('users.dialog.selectRole')}</option>
            {/* An admin stays an admin (decision 025): the server refuses to demote one. */}
            {(editing?.role === 'admin' ? (['admin'] as const) : userRoles).map((role) => (
              <option key={role} value={role}>
                {t(`users.roles.${role}`)}
              </option>
            ))}
          </select>
          {editing?.role === 'admin' && (
            <p className="mt-1 text-sm text-slate-600">{t('users.dialog.adminRoleFixed')}</p>
          )}
          {errors.role && (
            <p id="user-role-error" className="mt-1 text-sm text-red-700">
              {message('role')}
            </p>
          )}
        </div>
        <TextField
          label={t('users.dialog.password')}
          type="password"
          autoComplete="new-password"
          maxLength={maxLengths.password}
          hint={t(editing ? 'users.dialog.passwordHintEdit' : 'users.dialog.passwordHintAdd')}
          error={message('password')}
          {...form.register('password')}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin:common.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t(editing ? 'users.dialog.save' : 'users.dialog.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
