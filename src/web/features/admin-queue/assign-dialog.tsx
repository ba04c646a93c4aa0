import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { StaffMember } from '../../../core/admin-queue';
import { Modal } from '../../components/admin/modal';
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
    <Modal
      open={target !== null}
      onClose={() => {
        onClose();
        setError(false);
      }}
      title={target?.title}
      description={t('assignDialog.text')}
      closeLabel={t('assignDialog.cancel')}
    >
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
    </Modal>
  );
}
