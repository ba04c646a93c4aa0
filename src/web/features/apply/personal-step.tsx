import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type Control, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import {
  expiresWithinWarningMonths,
  isIsoDate,
  localToday,
  makeAdditionalApplicantSchema,
  makePersonalStepSchema,
} from '../../../core/application';
import { fixableFields } from '../../../core/case-requests';
import { maxAdditionalApplicants, maxLengths } from '../../../core/limits';
import { DateField, useDateMessage } from '../../components/ui/date-input';
import { useTranslation } from '../../lib/i18n';
import { CountryOptions, describedBy, ErrorSummary, Field, inputClass, summaryOf, useMessage } from './form-bits';
import { type ApplicantValues, emptyApplicant, emptyPersonal, type PersonalValues } from './state';

const personalOrder = Object.keys(emptyPersonal) as (keyof PersonalValues)[];
// The wizard's answers about one traveller, in the order the form asks them (one list, in core).
const applicantOrder = fixableFields;
const dateFields = new Set(['dateOfBirth', 'passportIssueDate', 'passportExpiryDate']);
/** The longest each text answer may be: the schema refuses more, so typing stops there. */
const maxLengthOf: Partial<Record<string, number>> = {
  firstName: maxLengths.name,
  lastName: maxLengths.name,
  email: maxLengths.email,
  phone: maxLengths.phone,
  passportNumber: maxLengths.passportNumber,
  relationship: maxLengths.relationship,
};

/** The browser's autofill names of the main traveller's own details; a family member's are 'off'. */
const ownAutoComplete: Partial<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  dateOfBirth: 'bday',
};

/** One traveller detail of the wizard: a country list or a text input, with its label, hint and error. */
function TravellerField({
  id,
  name,
  error,
  warning,
  autoComplete,
  registration,
  control,
}: {
  id: string;
  name: string;
  error: string | undefined;
  warning?: ReactNode;
  autoComplete: string;
  registration: UseFormRegisterReturn;
  // biome-ignore lint/suspicious/noExplicitAny: the primary applicant's form or a family member's
  control: Control<any, any, any>;
}) {
  const { t } = useTranslation('apply');
  const isDate = dateFields.has(name);
  if (isDate) {
    return (
      <Field id={id} label={t(`fields.${name}`)} error={error} hint={t('dates.hint')} warning={warning} group>
        <DateField
          id={id}
          name={name}
          control={control}
          invalid={Boolean(error)}
          birthday={autoComplete === 'bday'}
          describedBy={describedBy(id, error, true, Boolean(warning))['aria-describedby']}
        />
      </Field>
    );
  }
  return (
    <Field id={id} label={t(`fields.${name}`)} error={error} warning={warning}>
      {name === 'nationality' || name === 'issuingCountry' ? (
        <select id={id} className={inputClass} {...describedBy(id, error)} {...registration}>
          <CountryOptions />
        </select>
      ) : (
        <input
          id={id}
          className={inputClass}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          autoComplete={autoComplete}
          maxLength={maxLengthOf[name]}
          {...describedBy(id, error, false, Boolean(warning))}
          {...registration}
        />
      )}
    </Field>
  );
}

/** The spec's 6-month sentence as a warning, not an error (DECISIONS.md 'Passport validity'). */
function PassportWarning() {
  const { t } = useTranslation('apply');
  return (
    <>
      <p className="font-semibold">{t('validation.passportSixMonths')}</p>
      <p>{t('fields.passportWarningNote')}</p>
    </>
  );
}
const passportWarning = (expiry: string | undefined) =>
  expiresWithinWarningMonths(expiry?.trim() ?? '', localToday()) ? <PassportWarning /> : undefined;

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
  const { t } = useTranslation('apply');
  const message = useMessage();
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
        items={[...summaryOf(errors, 'personal-', personalOrder, translate), ...applicantItems]}
        attempt={attempt}
      />
      <fieldset>
        <legend className="text-xl font-bold text-brand-900">{t('personal.primaryTitle')}</legend>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {personalOrder.map((name) => (
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
        <p className="mt-1 text-sm text-slate-600">{t('personal.familyHint', { max: maxAdditionalApplicants })}</p>
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
                  <span className="ms-2 text-sm text-slate-600">({applicant.relationship})</span>
                  {problems[index] && (
                    <span id={`family-problem-${index}`} className="block text-sm font-medium text-red-700">
                      {translate(problems[index])}
                    </span>
                  )}
                </span>
                <button
                  id={`family-edit-${index}`}
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
          data-testid="add-family-member"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('personal.add')}
        </button>
        {atMax && (
          <p className="mt-2 text-sm text-slate-600">{t('personal.maxReached', { max: maxAdditionalApplicants })}</p>
        )}
      </section>

      {dialog && (
        <ApplicantDialog
          initial={(dialog.mode === 'edit' && applicants[dialog.index]) || emptyApplicant}
          traveller={(dialog.mode === 'edit' ? dialog.index : applicants.length) + 2}
          departureDate={departureDate}
          validateAtOnce={dialog.mode === 'edit' && Boolean(problems[dialog.index])}
          title={dialog.mode === 'edit' ? t('dialog.editTitle') : t('dialog.addTitle')}
          onClose={() => setDialog(null)}
          onSave={(applicant) => {
            if (dialog.mode === 'edit') {
              onApplicantsChange(applicants.map((item, index) => (index === dialog.index ? applicant : item)));
            } else {
              onApplicantsChange([...applicants, applicant]);
            }
            setDialog(null);
          }}
        />
      )}
      <Dialog.Root open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content className="fixed start-1/2 top-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2">
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

function ApplicantDialog({
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
  const message = useMessage();
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
        >
          <div className="flex items-start justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1" aria-label={t('dialog.cancel')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <form onSubmit={submit} noValidate className="mt-4">
            <ErrorSummary items={summaryOf(errors, 'applicant-', applicantOrder, translate)} attempt={attempt} />
            <div className="grid gap-4 md:grid-cols-2">
              {applicantOrder.map((name) => (
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
