import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '../../../core/auth';
import { type VerifyEmailInput, verifyEmailSchema } from '../../../core/auth';
import { Button } from '../../components/ui/form-controls';
import { EmailField, OneTimeCodeField } from '../../components/ui/form-fields';
import { toastError } from '../../lib/api-errors';
import { mailedCodeRefusal } from '../../lib/code-refusals';
import { useFormFields } from '../../lib/form-field';
import { useTranslation } from '../../lib/i18n';
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
      const text = mailedCodeRefusal(t, error);
      if (text === undefined) {
        toastError(t('toast.verificationFailed'), error);
        return;
      }
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
  const field = useFormFields(form);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => verify.mutate(values))} className="grid gap-4">
      <p className="text-sm text-slate-700">{t('verify.intro')}</p>
      <EmailField label={t('fields.email')} readOnly={Boolean(email)} {...field('email')} />
      <OneTimeCodeField label={t('fields.code')} {...field('code')} />
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
