import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { nameMaxLength, type RegisterInput, registerSchema } from '../../../core/auth';
import { Button, TextField } from '../../components/ui/form-controls';
import { EmailField, PasswordField } from '../../components/ui/form-fields';
import { toastError } from '../../lib/api-errors';
import { useFormFields } from '../../lib/form-field';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { LocalizedLink } from '../../lib/localized-link';
import { toast } from '../../lib/toast';
import { registerRequest } from './auth-api';
import { refusedAtFields } from './error-keys';

/** Register tab: on success the code is mailed and the Verify tab takes over. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const register = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...values }: RegisterInput) =>
      registerRequest({ ...values, preferredLanguage: currentLanguage() }),
    onSuccess: (answer) => {
      toast({ title: t('toast.registered'), description: t('toast.registeredText') });
      onRegistered(answer.email);
    },
    onError: (error) => {
      if (refusedAtFields(form, error, ['firstName', 'lastName', 'email', 'password', 'confirmPassword'], t)) return;
      toastError(t('toast.registrationFailed'), error);
    },
  });
  const field = useFormFields(form);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          maxLength={nameMaxLength}
          {...field('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          maxLength={nameMaxLength}
          {...field('lastName')}
        />
      </div>
      <EmailField label={t('fields.email')} {...field('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        {...field('password')}
      />
      <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
      <p className="text-sm text-slate-700">
        {t('register.legal')}{' '}
        <LocalizedLink to="/terms" className="font-semibold text-brand-700 underline underline-offset-4">
          {t('register.terms')}
        </LocalizedLink>{' '}
        ·{' '}
        <LocalizedLink to="/privacy" className="font-semibold text-brand-700 underline underline-offset-4">
          {t('register.privacy')}
        </LocalizedLink>
      </p>
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
