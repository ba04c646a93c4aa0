import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type PasswordResetFormInput, passwordResetFormSchema } from '../../../core/auth';
import { Button, Card, TextField } from '../../components/ui/form-controls';
import { OneTimeCodeField, PasswordField } from '../../components/ui/form-fields';
import { apiRequest } from '../../lib/api';
import { toastError } from '../../lib/api-errors';
import { useFormFields } from '../../lib/form-field';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** Security tab: request a code by e-mail, then e-mail, code and new password; back to the start on success. */
export function PasswordResetCard({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const form = useForm<PasswordResetFormInput>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { email, code: '', newPassword: '', confirmPassword: '' },
  });
  const request = useMutation({
    mutationFn: () => apiRequest('POST', '/api/password-reset/request', { email }),
    onSuccess: () => {
      toast({ title: t('toast.resetCodeSent'), description: t('toast.resetCodeSentText') });
      setStep('confirm');
    },
    onError: (error) => toastError(t('toast.resetRequestFailed'), error),
  });
  const confirm = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...values }: PasswordResetFormInput) =>
      apiRequest('POST', '/api/password-reset/confirm', values),
    onSuccess: () => {
      toast({ title: t('toast.resetDone'), description: t('toast.resetDoneText') });
      form.reset({ email, code: '', newPassword: '', confirmPassword: '' });
      setStep('request');
    },
    onError: (error) => toastError(t('toast.resetFailed'), error),
  });
  const field = useFormFields(form);

  return (
    <Card title={t('reset.title')} description={t('reset.description')}>
      {step === 'request' ? (
        <div className="grid gap-4">
          <TextField label={t('fields.email')} value={email} readOnly />
          <div>
            <Button onClick={() => request.mutate()} disabled={request.isPending}>
              {request.isPending ? t('reset.requesting') : t('reset.request')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => confirm.mutate(values))} className="grid gap-4">
          <TextField label={t('fields.email')} readOnly {...form.register('email')} />
          <OneTimeCodeField label={t('reset.code')} {...field('code')} />
          <PasswordField label={t('reset.newPassword')} autoComplete="new-password" {...field('newPassword')} />
          <PasswordField label={t('reset.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? t('reset.resetting') : t('reset.submit')}
            </Button>
            <Button variant="secondary" onClick={() => setStep('request')}>
              {t('reset.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
