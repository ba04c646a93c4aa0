import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '../../../core/auth';
import { type LoginInput, loginSchema } from '../../../core/auth';
import { maxLengths } from '../../../core/limits';
import { SecondFactorField, useSecondFactorStep } from '../../components/auth/second-factor-field';
import { Button, TextField } from '../../components/ui/form-controls';
import { describeError } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { translateMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { loginRequest } from './auth-api';
import { authErrorKeys } from './error-keys';

/**
 * Login tab: e-mail and password; an unverified account moves on to the Verify tab, and one with
 * two-step verification is asked for a code on the same form.
 */
export function LoginForm({
  onSignedIn,
  onNeedsVerification,
}: {
  onSignedIn: (user: PublicUser) => void;
  onNeedsVerification: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const secondFactor = useSecondFactorStep();
  const login = useMutation({
    mutationFn: ({ email, password, code }: LoginInput & { code?: string }) => loginRequest(email, password, code),
    onSuccess: (answer) => {
      if (answer.needsVerification && answer.email) {
        toast({ title: t('toast.codeSent'), description: t('toast.verifyFirstText') });
        onNeedsVerification(answer.email);
      } else if (answer.user) {
        toast({ title: t('toast.loginSuccess'), description: t('toast.loginSuccessText') });
        onSignedIn(answer.user);
      }
    },
    onError: (error) => {
      if (secondFactor.refused(error)) return;
      toast({ title: t('toast.loginFailed'), description: describeError(error), variant: 'destructive' });
    },
  });
  function signIn(values: LoginInput) {
    if (!secondFactor.active) return login.mutate(values);
    const code = secondFactor.check();
    if (code) login.mutate({ ...values, code });
  }
  const errors = form.formState.errors;
  const message = (text: string | undefined) => translateMessage(t, authErrorKeys, text);
  return (
    <form noValidate onSubmit={form.handleSubmit(signIn)} className="grid gap-4">
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        maxLength={maxLengths.email}
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        maxLength={maxLengths.password}
        error={message(errors.password?.message)}
        {...form.register('password')}
      />
      <SecondFactorField step={secondFactor} />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
