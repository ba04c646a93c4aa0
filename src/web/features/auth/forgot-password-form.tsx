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
import { refusalCodes } from '../../../core/errors';
import { maxLengths, oneTimeCodeLength } from '../../../core/limits';
import { Button, TextField } from '../../components/ui/form-controls';
import { ApiError, attemptsLeftOf } from '../../lib/api';
import { describeError, toastError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { joinSentences, useFieldMessage } from '../../lib/schema-message';
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
  const message = useFieldMessage();

  const emailForm = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: initialEmail },
  });
  const resetForm = useForm<PasswordResetFormInput>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { email: '', code: '', newPassword: '', confirmPassword: '' },
  });
  const codeField = useRef<HTMLInputElement | null>(null);

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
      const left = attemptsLeftOf(error);
      const locked = error instanceof ApiError && error.body?.code === refusalCodes.codeLocked;
      let description = describeError(error);
      if (left !== undefined || locked) {
        const reason = describeError(error);
        description = locked
          ? reason
          : joinSentences(reason, left ? t('errors.attemptsLeft', { count: left }) : t('errors.noAttemptsLeft'));
        resetForm.setError('code', { type: 'server', message: description }, { shouldFocus: true });
      }
      toast({ title: t('toast.resetFailed'), description, variant: 'destructive' });
    },
  });

  useEffect(() => {
    if (email) codeField.current?.focus();
  }, [email]);

  if (!email) {
    const errors = emailForm.formState.errors;
    return (
      <form
        noValidate
        onSubmit={emailForm.handleSubmit((values) => request.mutate(values.email.trim()))}
        className="grid gap-4"
      >
        <p className="text-sm text-slate-700">{t('forgot.intro')}</p>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          maxLength={maxLengths.email}
          error={message(errors.email?.message)}
          {...emailForm.register('email')}
        />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('forgot.sending') : t('forgot.send')}
        </Button>
      </form>
    );
  }

  const errors = resetForm.formState.errors;
  const code = resetForm.register('code');
  return (
    <form noValidate onSubmit={resetForm.handleSubmit((values) => confirm.mutate(values))} className="grid gap-4">
      <p className="text-sm text-slate-700" data-testid="reset-code-sent">
        {t('forgot.codeSent', { email })}
      </p>
      <TextField label={t('fields.email')} type="email" readOnly {...resetForm.register('email')} />
      <TextField
        label={t('forgot.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={oneTimeCodeLength}
        error={message(errors.code?.message)}
        {...code}
        ref={(element) => {
          code.ref(element);
          codeField.current = element;
        }}
      />
      <TextField
        label={t('forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={maxLengths.password}
        hint={t('register.passwordHint')}
        error={message(errors.newPassword?.message)}
        {...resetForm.register('newPassword')}
      />
      <TextField
        label={t('forgot.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={maxLengths.password}
        error={message(errors.confirmPassword?.message)}
        {...resetForm.register('confirmPassword')}
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
