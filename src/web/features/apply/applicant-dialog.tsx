import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { localToday, makeAdditionalApplicantSchema } from '../../../core/applications';
import { fixableFields } from '../../../core/case-requests';
import { useDateMessage } from '../../components/ui/date-input';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { ErrorSummary, summaryOf } from './form-bits';
import { inNameOrder } from './name-order';
import { type ApplicantValues, emptyApplicant } from './state';
import { dateFields, passportWarning, TravellerField } from './traveller-field';

// The wizard's answers about one traveller, in the order the form asks them (one list, in core).
const applicantOrder = fixableFields;

/** A family member's details, added or edited in a dialog over the personal step. */
export function ApplicantDialog({
  initial,
  traveller,
  departureDate,
  validateAtOnce,
  title,
  onClose,
  onSave,
}: {
  initial: ApplicantValues;
  /** The traveller's number on the application (the main applicant is 1), for the date messages. */
  traveller: number;
  departureDate: string | undefined;
  /** Editing a family member whose answers no longer fit: show why at once. */
  validateAtOnce: boolean;
  title: string;
  onClose(): void;
  onSave(applicant: ApplicantValues): void;
}) {
  const { t, i18n } = useTranslation('apply');
  const message = useFieldMessage();
  const order = inNameOrder(applicantOrder, i18n.language);
  const dateMessage = useDateMessage();
  const translate = (text: string | undefined, name?: string) =>
    text && name && dateFields.has(name) ? dateMessage(name, text, message(text) ?? text, traveller) : message(text);
  const [attempt, setAttempt] = useState(0);
  const schema = useMemo(() => makeAdditionalApplicantSchema(localToday, departureDate), [departureDate]);
  const form = useForm<ApplicantValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { ...emptyApplicant, ...initial },
    shouldFocusError: false,
  });
  const errors = form.formState.errors;
  const expiry = form.watch('passportExpiryDate');
  useEffect(() => {
    if (validateAtOnce) void form.trigger();
  }, [validateAtOnce, form]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void form.handleSubmit(
      (values) => onSave(values),
      () => setAttempt((n) => n + 1),
    )(event);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed inset-x-0 top-4 z-50 mx-auto max-h-[92vh] w-[94vw] max-w-2xl overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          aria-describedby={undefined}
          dir={i18n.dir()}
          // The step puts focus on the new or edited entry, or back on the control that opened this.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <div className="flex items-start justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1" aria-label={t('dialog.cancel')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <form onSubmit={submit} noValidate className="mt-4">
            <ErrorSummary items={summaryOf(errors, 'applicant-', order, translate)} attempt={attempt} />
            <div className="grid gap-4 md:grid-cols-2">
              {order.map((name) => (
                <TravellerField
                  key={name}
                  id={`applicant-${name}`}
                  name={name}
                  error={translate(errors[name]?.message, name)}
                  warning={name === 'passportExpiryDate' ? passportWarning(expiry) : undefined}
                  autoComplete="off"
                  registration={form.register(name)}
                  control={form.control as never}
                />
              ))}
            </div>
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close type="button" className="rounded-md border border-slate-300 px-4 py-2">
                {t('dialog.cancel')}
              </Dialog.Close>
              <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
                {t('dialog.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
