import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type EmailOnlyInput,
  emailOnlySchema,
  type PasswordResetFormInput,
  passwordResetFormSchema,
} from '../../../core/auth';
import { Button, TextField } from '../../components/ui/form-controls';
import { EmailField, OneTimeCodeField, PasswordField } from '../../components/ui/form-fields';
import { ApiError } from '../../lib/api';
import { describeError, toastError } from '../../lib/api-errors';
import { mailedCodeRefusal } from '../../lib/code-refusals';
import { useFormFields } from '../../lib/form-field';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { confirmPasswordResetRequest, requestPasswordResetRequest } from './auth-api';

/**
 * 'Forgot your password?' for a signed-out person: the e-mail, then the mailed code and a new
 * password. The answer to the e-mail is the same whether or not it has an account; `onDone` runs
 * once the password is reset (every session of the account has ended; nobody is signed in).
 */
export function ForgotPasswordForm({
  initialEmail = '',
  onDone,
}: {
  /** What the person typed on the sign-in form, so they need not type it again. */
  initialEmail?: string;
  onDone: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState<string | null>(null);

  const emailForm = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: initialEmail },
  });
  const resetForm = useForm<PasswordResetFormInput>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { email: '', code: '', newPassword: '', confirmPassword: '' },
  });
  const codeField = useRef<HTMLInputElement | null>(null);
  const emailField = useFormFields(emailForm);
  const resetField = useFormFields(resetForm);

  const request = useMutation({
    mutationFn: (address: string) => requestPasswordResetRequest(address),
    onSuccess: (_answer, address) => {
      toast({ title: t('toast.resetRequested'), description: t('toast.resetRequestedText') });
      resetForm.reset({ email: address, code: '', newPassword: '', confirmPassword: '' });
      setEmail(address);
    },
    onError: (error) => toastError(t('toast.resetRequestFailed'), error),
  });

  const confirm = useMutation({
    mutationFn: (values: PasswordResetFormInput) =>
      confirmPasswordResetRequest(values.email, values.code, values.newPassword),
    onSuccess: (_answer, values) => {
      toast({ title: t('toast.resetDone'), description: t('toast.resetDoneText') });
      onDone(values.email);
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
      if (fieldErrors?.newPassword) {
        resetForm.setError('newPassword', { type: 'server', message: fieldErrors.newPassword }, { shouldFocus: true });
      }
      // A wrong or used-up code belongs at the code field, with the tries left; the toast says it too.
      const atCode = mailedCodeRefusal(t, error);
      if (atCode) resetForm.setError('code', { type: 'server', message: atCode }, { shouldFocus: true });
      toast({ title: t('toast.resetFailed'), description: atCode ?? describeError(error), variant: 'destructive' });
    },
  });

  useEffect(() => {
    if (email) codeField.current?.focus();
  }, [email]);

  if (!email) {
    return (
      <form
        noValidate
        onSubmit={emailForm.handleSubmit((values) => request.mutate(values.email.trim()))}
        className="grid gap-4"
      >
        <p className="text-sm text-slate-700">{t('forgot.intro')}</p>
        <EmailField label={t('fields.email')} {...emailField('email')} />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('forgot.sending') : t('forgot.send')}
        </Button>
      </form>
    );
  }

  const code = resetField('code');
  return (
    <form noValidate onSubmit={resetForm.handleSubmit((values) => confirm.mutate(values))} className="grid gap-4">
      <p className="text-sm text-slate-700" data-testid="reset-code-sent">
        {t('forgot.codeSent', { email })}
      </p>
      <TextField label={t('fields.email')} type="email" readOnly {...resetForm.register('email')} />
      <OneTimeCodeField
        label={t('forgot.code')}
        {...code}
        ref={(element) => {
          code.ref(element);
          codeField.current = element;
        }}
      />
      <PasswordField
        label={t('forgot.newPassword')}
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        {...resetField('newPassword')}
      />
      <PasswordField
        label={t('forgot.confirmPassword')}
        autoComplete="new-password"
        {...resetField('confirmPassword')}
      />
      <p className="text-sm text-slate-600">{t('forgot.signsOut')}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
        <Button variant="secondary" disabled={request.isPending} onClick={() => request.mutate(email)}>
          {request.isPending ? t('forgot.sending') : t('forgot.resend')}
        </Button>
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline hover:text-brand-900"
          onClick={() => setEmail(null)}
        >
          {t('forgot.otherEmail')}
        </button>
      </div>
    </form>
  );
}
