import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type CaseReason, reasonsFor } from '../../../core/case-reasons';
import {
  type FixableDocument,
  type FixableField,
  fixableDocuments,
  fixableFieldsOf,
  requestInformationSchema,
} from '../../../core/case-requests';
import { maxLengths } from '../../../core/limits';
import { DialogActions } from '../../components/admin/dialog-actions';
import { useReturnFocus } from '../../components/ui/return-focus';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { requestInformation } from './staff-api';

/** The checklist of one traveller's wizard answers and document slots, and the message (issue #17). */
export function RequestInformationDialog({
  applicationId,
  index,
  name,
  onClose,
  caseElement,
  suggested = [],
  preTicked = [],
}: {
  applicationId: string;
  index: number;
  name: string;
  onClose: () => void;
  /** The traveller's case, where focus goes back when the button that opened the dialog has gone. */
  caseElement: () => HTMLElement | null;
  /** The reasons the passport and photo checks found (core/case-reasons.ts suggestedReasons): offered first, marked. */
  suggested?: readonly CaseReason[];
  /** The documents ticked on opening: the one shown in the document viewer it was opened from. */
  preTicked?: readonly FixableDocument[];
}) {
  const returnFocus = useReturnFocus(caseElement);
  const { t } = useTranslation('cases');
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<FixableField[]>([]);
  const [documents, setDocuments] = useState<FixableDocument[]>([...preTicked]);
  const [reasons, setReasons] = useState<CaseReason[]>([]);
  const { t: tr } = useTranslation('reasons');
  // Only the reasons of what is ticked are offered, and sent; what a check found comes first, marked.
  const offered = reasonsFor([...fields, ...documents]).sort(
    (a, b) => Number(suggested.includes(b)) - Number(suggested.includes(a)),
  );
  const chosen = reasons.filter((code) => offered.includes(code));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = requestInformationSchema.safeParse({ fields, documents, reasons: chosen, message });
    if (!parsed.success) {
      const found = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setBusy(true);
    try {
      const { application } = await requestInformation(applicationId, index, parsed.data);
      queryClient.setQueryData(['admin', 'application', applicationId], application);
      toast({ title: t('staff.requestSent') });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.body?.fieldErrors) {
        setErrors(error.body.fieldErrors);
        focusFirstError(error.body.fieldErrors);
      } else toastError(t('staff.error'), error);
    } finally {
      setBusy(false);
    }
  }

  // The first field in the dialog with an error takes focus (its message is tied to it).
  const focusFirstError = (found: Record<string, string>) =>
    requestAnimationFrame(() =>
      document
        .getElementById(found.message && !found.fields ? 'request-message' : `request-${fixableFieldsOf(index)[0]}`)
        ?.focus(),
    );
  const box = (id: string, label: string, checked: boolean, onChange: () => void) => (
    <label key={id} className="flex items-center gap-2 text-sm">
      <input
        id={`request-${id}`}
        type="checkbox"
        value={id}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4"
      />
      {label}
    </label>
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          className="fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2"
        >
          <Dialog.Title className="text-lg font-semibold">{t('staff.request.title', { name })}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t('staff.request.text')}</Dialog.Description>
          <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
            <fieldset aria-describedby={errors.fields ? 'request-fields-error' : undefined}>
              <legend className="font-medium">{t('staff.request.answers')}</legend>
              <div className="mt-2 grid gap-1 sm:grid-cols-2">
                {fixableFieldsOf(index).map((field) =>
                  box(field, t(`fields.${field}`), fields.includes(field), () => setFields(toggle(fields, field))),
                )}
              </div>
            </fieldset>
            <fieldset>
              <legend className="font-medium">{t('staff.request.documents')}</legend>
              <div className="mt-2 grid gap-1 sm:grid-cols-2">
                {fixableDocuments.map((kind) =>
                  box(kind, t(`fields.${kind}`), documents.includes(kind), () => setDocuments(toggle(documents, kind))),
                )}
              </div>
            </fieldset>
            <fieldset data-testid="request-reasons-offered">
              <legend className="font-medium">{tr('staff.pick')}</legend>
              {offered.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">{tr('staff.none')}</p>
              ) : (
                <div className="mt-2 grid gap-1">
                  {offered.map((code) =>
                    box(
                      code,
                      `${tr(`codes.${code}`)}${suggested.includes(code) ? ` (${tr('suggested')})` : ''}`,
                      reasons.includes(code),
                      () => setReasons(toggle(reasons, code)),
                    ),
                  )}
                </div>
              )}
            </fieldset>
            {errors.fields && (
              <p id="request-fields-error" className="text-sm text-red-700" role="alert">
                {fieldMessage(errors.fields)}
              </p>
            )}
            <div>
              <label htmlFor="request-message" className="block text-sm font-medium">
                {t('staff.request.message')}
              </label>
              <textarea
                id="request-message"
                rows={4}
                maxLength={maxLengths.adminNote}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'request-message-error' : undefined}
                className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm"
              />
              {errors.message && (
                <p id="request-message-error" className="text-sm text-red-700">
                  {fieldMessage(errors.message)}
                </p>
              )}
            </div>
            <DialogActions cancelLabel={t('staff.cancel')} submitLabel={t('staff.request.send')} busy={busy} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
