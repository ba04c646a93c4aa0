import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { maxAdminNoteLength, type StatusChange, statusChangeSchema } from '../../../core/admin-applications';
import { errorCodes, refusalCodes } from '../../../core/errors';
import type { AdminSettableStatus } from '../../../core/statuses';
import { DialogActions } from '../../components/admin/dialog-actions';
import { Modal } from '../../components/admin/modal';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { changeStatus } from './api';

export interface StatusTarget {
  id: string;
  referenceNumber: string;
  version: number;
  status: AdminSettableStatus;
}

/**
 * The one confirmation dialog for Approve, Mark as Processing and Reject, on the list and on the
 * detail page. The note is required for a rejection (the same schema the server checks). A stale
 * version (409) shows a toast and refetches, so the admin sees the new state.
 */
export function StatusDialog({ target, onClose }: { target: StatusTarget | null; onClose: () => void }) {
  const { t } = useTranslation(['adminApplications', 'admin']);
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const form = useForm<StatusChange>({
    resolver: zodResolver(statusChangeSchema) as never,
    values: target ? { status: target.status, notes: '', version: target.version } : undefined,
  });
  const notesError = form.formState.errors.notes;

  async function submit(values: StatusChange) {
    if (!target) return;
    try {
      const { application } = await changeStatus(target.id, values);
      queryClient.setQueryData(['admin', 'application', target.id], application);
      toast({
        title: t('toast.statusUpdated'),
        description: t('toast.statusUpdatedText', { status: t(`admin:status.${values.status}`) }),
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === errorCodes.applicationCancelled) {
        toast({ title: t('toast.statusError'), description: t('detail.cancelledText'), variant: 'destructive' });
        onClose();
      } else if (error instanceof ApiError && error.body?.code === errorCodes.applicationDecided) {
        toast({ title: t('toast.statusError'), description: t('detail.decidedText'), variant: 'destructive' });
        onClose();
      } else if (error instanceof ApiError && error.body?.code === refusalCodes.caseNotSubmitted) {
        // Only the Home Office decides: the refusal says so in the reader's words.
        toastError(t('toast.statusError'), error);
        onClose();
      } else if (error instanceof ApiError && error.status === 409) {
        toast({ title: t('toast.conflict'), description: t('toast.conflictText'), variant: 'destructive' });
        onClose();
      } else if (error instanceof ApiError && error.body?.fieldErrors?.notes) {
        form.setError('notes', { message: error.body.fieldErrors.notes });
        return;
      } else {
        toastError(t('toast.statusError'), error);
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  }

  const status = target?.status ?? 'processing';
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t(`admin:dialog.title.${status}`)}
      description={t(`admin:dialog.text.${status}`, { reference: target?.referenceNumber })}
      closeLabel={t('admin:dialog.cancel')}
    >
      <form className="mt-4" onSubmit={form.handleSubmit(submit)} noValidate>
        <label htmlFor="status-notes" className="block text-sm font-medium">
          {t('admin:dialog.notes')}
          {status === 'rejected' && (
            <span className="text-red-700">
              {' '}
              * <span className="sr-only">{t('admin:dialog.required')}</span>
            </span>
          )}
        </label>
        <textarea
          id="status-notes"
          rows={4}
          maxLength={maxAdminNoteLength}
          className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          placeholder={t(status === 'rejected' ? 'dialog.notesRequiredPlaceholder' : 'dialog.notesPlaceholder')}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? 'status-notes-error' : undefined}
          {...form.register('notes')}
        />
        {notesError && (
          <p id="status-notes-error" className="mt-1 text-sm text-red-700">
            {fieldMessage(notesError.message)}
          </p>
        )}
        <DialogActions
          className="mt-6 flex justify-end gap-2"
          cancelLabel={t('admin:dialog.cancel')}
          submitLabel={t(`admin:dialog.confirm.${status}`)}
          busy={form.formState.isSubmitting}
          danger={status === 'rejected'}
        />
      </form>
    </Modal>
  );
}
