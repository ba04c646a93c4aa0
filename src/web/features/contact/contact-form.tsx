import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import {
  type ContactForm as ContactFormValues,
  contactFormSchema,
  contactLimits,
  contactSubjects,
  type SupportForm as SupportFormValues,
  supportFormSchema,
  supportSubjects,
  urgencyLevels,
} from '../../../core/contact';
import { maxLengths } from '../../../core/limits';
import { referencePlaceholder } from '../../../core/references';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { useSendContactMessage } from './send-contact-message';

type Variant = 'contact' | 'support';
type Values = ContactFormValues & Partial<Pick<SupportFormValues, 'applicationId' | 'urgency'>>;

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700';

/**
 * The /contact form (name, email, subject, message) and the Contact Support form (adds an
 * application reference and an urgency). Validation is the shared schema of src/core/contact.ts.
 */
export function ContactForm({ variant, applicationReference }: { variant: Variant; applicationReference?: string }) {
  const { t } = useTranslation('contact');
  const fieldMessage = useFieldMessage();
  const send = useSendContactMessage();
  const schema = variant === 'support' ? supportFormSchema : contactFormSchema;
  const subjects = variant === 'support' ? supportSubjects : contactSubjects;
  const empty: Record<string, string> = { name: '', email: '', subject: '', message: '' };
  if (variant === 'support') Object.assign(empty, { applicationId: '', urgency: '' });
  const form = useForm<Values>({
    resolver: zodResolver(schema as typeof contactFormSchema),
    defaultValues: empty as unknown as Values,
  });
  const { errors } = form.formState;

  // 'Contact support about this application' (the application page) arrives with its reference.
  useEffect(() => {
    if (variant === 'support' && applicationReference) form.setValue('applicationId', applicationReference);
  }, [variant, applicationReference, form]);

  /** The schema's code (decision 051) in the reader's language. */
  const message = (error?: FieldError) => fieldMessage(error?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast(
        variant === 'support'
          ? { title: t('toast.supportSentTitle'), description: t('toast.supportSentText') }
          : { title: t('toast.sentTitle'), description: t('toast.sentText') },
      );
      form.reset(empty as unknown as Values);
    } catch {
      toast({ title: t('toast.errorTitle'), description: t('toast.errorText'), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid={`${variant}-form`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.name')} error={message(errors.name)}>
          {(props) => (
            <input
              {...props}
              {...form.register('name')}
              autoComplete="name"
              maxLength={contactLimits.name}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.email')} error={message(errors.email)}>
          {(props) => (
            <input
              {...props}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              maxLength={maxLengths.email}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {variant === 'support' && (
        <Field label={t('form.applicationId')} error={message(errors.applicationId)} optional>
          {(props) => (
            <input
              {...props}
              {...form.register('applicationId')}
              placeholder={referencePlaceholder}
              maxLength={contactLimits.applicationId}
              className={inputClass}
            />
          )}
        </Field>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.subject')} error={message(errors.subject)}>
          {(props) => (
            <select {...props} {...form.register('subject')} className={inputClass}>
              <option value="">{t('form.subjectPlaceholder')}</option>
              {subjects.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`subjects.${subject}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {variant === 'support' && (
          <Field label={t('form.urgency')} error={message(errors.urgency)}>
            {(props) => (
              <select {...props} {...form.register('urgency')} className={inputClass}>
                <option value="">{t('form.urgencyPlaceholder')}</option>
                {urgencyLevels.map((level) => (
                  <option key={level} value={level}>
                    {t(`urgency.${level}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <Field label={t('form.message')} error={message(errors.message)}>
        {(props) => (
          <textarea
            {...props}
            {...form.register('message')}
            rows={6}
            maxLength={contactLimits.message}
            className={inputClass}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={send.isPending}
        className="inline-flex w-fit items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        <Send className="rtl-mirror h-4 w-4" aria-hidden="true" />
        {send.isPending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

function Field({
  label,
  error,
  optional = false,
  children,
}: {
  label: string;
  error?: string;
  optional?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
        {!optional && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
