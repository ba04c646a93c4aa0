import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  isIsoDate,
  localToday,
  makeAdditionalApplicantSchema,
  makePersonalStepSchema,
} from '../../../core/applications';
import { maxAdditionalApplicants } from '../../../core/limits';
import { useDateMessage } from '../../components/ui/date-input';
import { focusAndAnnounce } from '../../lib/announce';
import { useTranslation } from '../../lib/i18n';
import { relationshipLabel } from '../../lib/relationship';
import { useFieldMessage } from '../../lib/schema-message';
import { ApplicantDialog } from './applicant-dialog';
import { addFamilyMemberId, type FamilyChange, familyEditId, familyFocus } from './family-focus';
import { ErrorSummary, summaryOf } from './form-bits';
import { inNameOrder } from './name-order';
import { type ApplicantValues, emptyApplicant, emptyPersonal, type PersonalValues } from './state';
import { dateFields, ownAutoComplete, passportWarning, TravellerField } from './traveller-field';

const personalOrder = Object.keys(emptyPersonal) as (keyof PersonalValues)[];

/** The first problem with each family member's answers (their passport against the departure date too). */
function applicantProblems(applicants: ApplicantValues[], departureDate: string | undefined) {
  const schema = makeAdditionalApplicantSchema(localToday, departureDate);
  return applicants.map((applicant) => schema.safeParse(applicant).error?.issues[0]?.message);
}

export function PersonalStepForm({
  values,
  applicants,
  departureDate,
  onChange,
  onApplicantsChange,
  onNext,
}: {
  values: PersonalValues;
  applicants: ApplicantValues[];
  /** The travel step's departure date, once there is one: every passport must be valid until then. */
  departureDate?: string;
  onChange(values: PersonalValues): void;
  onApplicantsChange(next: ApplicantValues[], removedIndex?: number): void;
  onNext(): void;
}) {
  const { t, i18n } = useTranslation('apply');
  const order = inNameOrder(personalOrder, i18n.language);
  const message = useFieldMessage();
  const dateMessage = useDateMessage();
  const translate = (text: string | undefined, name?: string) =>
    text && name && dateFields.has(name) ? dateMessage(name, text, message(text) ?? text, 1) : message(text);
  const [attempt, setAttempt] = useState(0);
  const schema = useMemo(() => makePersonalStepSchema(localToday, departureDate), [departureDate]);
  const form = useForm<PersonalValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: values,
    mode: 'onSubmit',
    shouldFocusError: false,
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;
  useEffect(() => {
    const subscription = form.watch((next) => onChange({ ...emptyPersonal, ...(next as PersonalValues) }));
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  // Back from the travel step: say at once if the passport expires before the departure date.
  useEffect(() => {
    if (departureDate && isIsoDate(form.getValues('passportExpiryDate').trim()))
      void form.trigger('passportExpiryDate');
  }, [departureDate, form]);

  const [dialog, setDialog] = useState<{ mode: 'add' } | { mode: 'edit'; index: number } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const anyDialogOpen = dialog !== null || removing !== null;
  const atMax = applicants.length >= maxAdditionalApplicants;

  // Focus never falls to <body> when a dialog closes (WCAG 2.4.3), and the result is announced.
  const afterFamilyChange = (change: FamilyChange, applicant?: ApplicantValues) => {
    const { id, message } = familyFocus(change);
    const name = applicant ? `${applicant.firstName} ${applicant.lastName}`.trim() : '';
    focusAndAnnounce(() => document.getElementById(id), message && t(`a11y.family.${message}`, { name }));
  };

  const problems = applicantProblems(applicants, departureDate);
  const applicantItems =
    attempt > 0
      ? problems.flatMap((problem, index) =>
          problem
            ? [
                {
                  id: `family-edit-${index}`,
                  message: t('personal.applicantProblem', {
                    name: `${applicants[index]?.firstName ?? ''} ${applicants[index]?.lastName ?? ''}`.trim(),
                    message: translate(problem),
                  }),
                },
              ]
            : [],
        )
      : [];
  const expiry = form.watch('passportExpiryDate');

  const submit = form.handleSubmit(
    () => {
      // A family member's answers can stop fitting later (a departure after their passport expires).
      if (problems.some(Boolean)) setAttempt((n) => n + 1);
      else onNext();
    },
    () => setAttempt((n) => n + 1),
  );

  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary
        items={[...summaryOf(errors, 'personal-', order, translate), ...applicantItems]}
        attempt={attempt}
      />
      <fieldset>
        <legend className="text-xl font-bold text-brand-900">{t('personal.primaryTitle')}</legend>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {order.map((name) => (
            <TravellerField
              key={name}
              id={`personal-${name}`}
              name={name}
              error={translate(errors[name]?.message, name)}
              warning={name === 'passportExpiryDate' ? passportWarning(expiry) : undefined}
              autoComplete={ownAutoComplete[name] ?? 'off'}
              registration={form.register(name)}
              control={form.control as never}
            />
          ))}
        </div>
      </fieldset>

      <section className="mt-10" aria-labelledby="family-title">
        <h2 id="family-title" className="text-xl font-bold text-brand-900">
          {t('personal.familyTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('personal.familyHint', { count: maxAdditionalApplicants })}</p>
        {applicants.length === 0 ? (
          <p className="mt-4 text-slate-600">{t('personal.familyEmpty')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="family-list">
            {applicants.map((applicant, index) => (
              <li
                key={`${applicant.passportNumber}-${index}`}
                className={`flex flex-wrap items-center gap-3 p-3 ${problems[index] ? 'border-s-4 border-red-600' : ''}`}
              >
                <span className="flex-1 font-medium">
                  {applicant.firstName} {applicant.lastName}
                  <span className="ms-2 text-sm text-slate-600">({relationshipLabel(t, applicant.relationship)})</span>
                  {problems[index] && (
                    <span id={`family-problem-${index}`} className="block text-sm font-medium text-red-700">
                      {translate(problems[index])}
                    </span>
                  )}
                </span>
                <button
                  id={familyEditId(index)}
                  type="button"
                  className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1 text-sm"
                  onClick={() => setDialog({ mode: 'edit', index })}
                  disabled={anyDialogOpen}
                  aria-describedby={problems[index] ? `family-problem-${index}` : undefined}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  {t('personal.edit')}
                  <span className="sr-only">
                    {' '}
                    {applicant.firstName} {applicant.lastName}
                  </span>
                </button>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded-md border border-red-300 px-3 py-1 text-sm text-red-700"
                  onClick={() => setRemoving(index)}
                  disabled={anyDialogOpen}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('personal.remove')}
                  <span className="sr-only">
                    {' '}
                    {applicant.firstName} {applicant.lastName}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="mt-4 inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          onClick={() => setDialog({ mode: 'add' })}
          disabled={anyDialogOpen || atMax}
          id={addFamilyMemberId}
          data-testid="add-family-member"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('personal.add')}
        </button>
        {atMax && (
          <p className="mt-2 text-sm text-slate-600">{t('personal.maxReached', { count: maxAdditionalApplicants })}</p>
        )}
      </section>

      {dialog && (
        <ApplicantDialog
          initial={(dialog.mode === 'edit' && applicants[dialog.index]) || emptyApplicant}
          traveller={(dialog.mode === 'edit' ? dialog.index : applicants.length) + 2}
          departureDate={departureDate}
          validateAtOnce={dialog.mode === 'edit' && Boolean(problems[dialog.index])}
          title={dialog.mode === 'edit' ? t('dialog.editTitle') : t('dialog.addTitle')}
          onClose={() => {
            setDialog(null);
            afterFamilyChange({ kind: 'cancelled', index: dialog.mode === 'edit' ? dialog.index : undefined });
          }}
          onSave={(applicant) => {
            if (dialog.mode === 'edit') {
              onApplicantsChange(applicants.map((item, index) => (index === dialog.index ? applicant : item)));
              afterFamilyChange({ kind: 'saved', index: dialog.index }, applicant);
            } else {
              onApplicantsChange([...applicants, applicant]);
              afterFamilyChange({ kind: 'added', index: applicants.length }, applicant);
            }
            setDialog(null);
          }}
        />
      )}
      <Dialog.Root
        open={removing !== null}
        onOpenChange={(open) => {
          if (open || removing === null) return;
          setRemoving(null);
          afterFamilyChange({ kind: 'cancelled', index: removing });
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content
            onCloseAutoFocus={(event) => event.preventDefault()}
            className="fixed start-1/2 top-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2"
          >
            <Dialog.Title className="text-lg font-bold">{t('dialog.removeTitle')}</Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">
              {t('dialog.removeText', {
                name:
                  removing !== null
                    ? `${applicants[removing]?.firstName ?? ''} ${applicants[removing]?.lastName ?? ''}`
                    : '',
              })}
            </Dialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2">{t('dialog.cancel')}</Dialog.Close>
              <button
                type="button"
                className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white"
                onClick={() => {
                  if (removing === null) return;
                  afterFamilyChange({ kind: 'removed' }, applicants[removing]);
                  onApplicantsChange(
                    applicants.filter((_, index) => index !== removing),
                    removing,
                  );
                  setRemoving(null);
                }}
              >
                {t('dialog.removeConfirm')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="mt-10 flex justify-end">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          data-testid="next-step"
        >
          {t('nav.next')}
        </button>
      </div>
    </form>
  );
}
