import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '../../../core/auth';
import { type VerifyEmailInput, verifyEmailSchema } from '../../../core/auth';
import { refusalCodes } from '../../../core/errors';
import { maxLengths, oneTimeCodeLength } from '../../../core/limits';
import { Button, TextField } from '../../components/ui/form-controls';
import { ApiError, attemptsLeftOf } from '../../lib/api';
import { describeError, toastError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { pasteOneTimeCode } from '../../lib/paste-code';
import { joinSentences, useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { resendVerificationRequest, verifyEmailRequest } from './auth-api';

/** Verify tab: the e-mail is read-only when it came from registration or login; Resend Code sends a new one. */
export function VerifyForm({ email, onVerified }: { email: string | null; onVerified: (user: PublicUser) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<VerifyEmailInput>({
    resolver: zodResolver(verifyEmailSchema),
    defaultValues: { email: email ?? '', code: '' },
  });
  useEffect(() => {
    if (email) form.setValue('email', email);
  }, [email, form]);
  const verify = useMutation({
    mutationFn: (values: VerifyEmailInput) => verifyEmailRequest(values.email, values.code),
    onSuccess: (answer) => {
      toast({ title: t('toast.verified'), description: t('toast.verifiedText') });
      onVerified(answer.user);
    },
    onError: (error) => {
      // A wrong or used-up code belongs at the code field, with the tries left; the toast announces it too.
      const left = attemptsLeftOf(error);
      const locked = error instanceof ApiError && error.body?.code === refusalCodes.codeLocked;
      if (left === undefined && !locked) {
        toastError(t('toast.verificationFailed'), error);
        return;
      }
      const reason = describeError(error);
      const text = locked
        ? reason
        : joinSentences(reason, left ? t('errors.attemptsLeft', { count: left }) : t('errors.noAttemptsLeft'));
      form.setError('code', { type: 'server', message: text }, { shouldFocus: true });
      toast({ title: t('toast.verificationFailed'), description: text, variant: 'destructive' });
    },
  });
  const resend = useMutation({
    mutationFn: () => resendVerificationRequest(form.getValues('email')),
    onSuccess: () => {
      form.clearErrors('code');
      toast({ title: t('toast.codeSent'), description: t('toast.codeSentText') });
    },
    onError: (error) => toastError(t('toast.resendFailed'), error),
  });
  const errors = form.formState.errors;
  const message = useFieldMessage();
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => verify.mutate(values))} className="grid gap-4">
      <p className="text-sm text-slate-700">{t('verify.intro')}</p>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        readOnly={Boolean(email)}
        maxLength={maxLengths.email}
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={oneTimeCodeLength}
        onPaste={pasteOneTimeCode}
        error={message(errors.code?.message)}
        {...form.register('code')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t('verify.submitting') : t('verify.submit')}
        </Button>
        <Button
          variant="secondary"
          disabled={resend.isPending}
          onClick={async () => {
            if (await form.trigger('email')) resend.mutate();
          }}
        >
          {resend.isPending ? t('verify.resending') : t('verify.resend')}
        </Button>
      </div>
    </form>
  );
}
