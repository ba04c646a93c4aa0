import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { StaffMember } from '../../../core/queue';
import { useTranslation } from '../../lib/i18n';
import { staffQuery } from './api';

export interface AssignTarget {
  /** 'Assign ADV-12345678' or 'Assign the selected applications (3)'. */
  title: string;
  /** Who has it now (left out of the choices), when one application is assigned. */
  currentAssigneeId?: string | null;
}

/** Choose a member of staff for one application or the selection; the caller does the assigning. */
export function AssignDialog({
  target,
  onAssign,
  onClose,
}: {
  target: AssignTarget | null;
  onAssign: (assignee: StaffMember) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminQueue');
  const staff = useQuery({ ...staffQuery, enabled: target !== null });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const choices = (staff.data ?? []).filter((member) => member.id !== target?.currentAssigneeId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const assignee = choices.find((member) => member.id === chosen);
    if (!assignee) return setError(true);
    setBusy(true);
    try {
      await onAssign(assignee);
      setChosen('');
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
        setError(false);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold">{target?.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t('assignDialog.text')}</Dialog.Description>
          <form className="mt-4" onSubmit={submit} noValidate>
            <label htmlFor="assignee" className="block text-sm font-medium">
              {t('assignDialog.staff')}
            </label>
            <select
              id="assignee"
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setError(false);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'assignee-error' : undefined}
              className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 text-sm"
            >
              <option value="">{t('assignDialog.choose')}</option>
              {choices.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
            {error && (
              <p id="assignee-error" className="mt-1 text-sm text-red-700">
                {t('errors.NOT_STAFF')}
              </p>
            )}
            <div className="mt-6 flex justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium">
                  {t('assignDialog.cancel')}
                </button>
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {t('assignDialog.submit')}
              </button>
            </div>
          </form>
          <Dialog.Close
            className="absolute end-3 top-3 rounded p-1 text-slate-500 hover:text-slate-900"
            aria-label={t('assignDialog.cancel')}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
