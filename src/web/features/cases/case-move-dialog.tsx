import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isoDay } from '../../../core/applications';
import { caseMoveSchema } from '../../../core/case-requests';
import { DialogActions } from '../../components/admin/dialog-actions';
import { useReturnFocus } from '../../components/ui/return-focus';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { moveCase } from './staff-api';

export type RecordedMove = 'submitted' | 'granted' | 'refused' | 'invalid';

/** Mark one traveller submitted (with the Home Office reference) or record the Home Office's decision. */
export function CaseMoveDialog({
  applicationId,
  index,
  name,
  status,
  onClose,
  caseElement,
}: {
  applicationId: string;
  index: number;
  name: string;
  status: RecordedMove;
  onClose: () => void;
  /** The traveller's case, where focus goes back when the button that opened the dialog has gone. */
  caseElement: () => HTMLElement | null;
}) {
  const returnFocus = useReturnFocus(caseElement);
  const { t } = useTranslation('cases');
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(isoDay('Europe/London'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const decision = status !== 'submitted';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = decision
      ? { status, decisionDate: date, ...(reason.trim() ? { reason } : {}) }
      : { status, homeOfficeReference: reference };
    const parsed = caseMoveSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setBusy(true);
    try {
      const { application } = await moveCase(applicationId, index, parsed.data);
      queryClient.setQueryData(['admin', 'application', applicationId], application);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] });
      toast({ title: t('staff.saved') });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.body?.fieldErrors) setErrors(error.body.fieldErrors);
      else toastError(t('staff.error'), error);
    } finally {
      setBusy(false);
    }
  }

  const input = (id: string, key: string, value: string, set: (value: string) => void, type = 'text') => (
    <div>
      <label htmlFor={`case-${id}`} className="block text-sm font-medium">
        {t(`staff.move.${id}`)}
      </label>
      {type === 'textarea' ? (
        <textarea
          id={`case-${id}`}
          rows={3}
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `case-${id}-error` : undefined}
          className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm"
        />
      ) : (
        <input
          id={`case-${id}`}
          type={type}
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `case-${id}-error` : undefined}
          className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm"
        />
      )}
      {errors[key] && (
        <p id={`case-${id}-error`} className="text-sm text-red-700">
          {fieldMessage(errors[key])}
        </p>
      )}
    </div>
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          className="fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2"
        >
          <Dialog.Title className="text-lg font-semibold">{t(`staff.move.title.${status}`, { name })}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t(`staff.move.text.${status}`)}
          </Dialog.Description>
          <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
            {decision ? (
              <>
                {input('decisionDate', 'decisionDate', date, setDate, 'date')}
                {input('reason', 'reason', reason, setReason, 'textarea')}
              </>
            ) : (
              input('homeOfficeReference', 'homeOfficeReference', reference, setReference)
            )}
            <DialogActions
              cancelLabel={t('staff.cancel')}
              submitLabel={t(`staff.actions.${status}`)}
              busy={busy}
              danger={status === 'refused'}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
