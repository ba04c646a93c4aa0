import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { PublicUser } from '../../../core/auth';
import { type LoginInput, loginSchema } from '../../../core/auth';
import { maxLengths } from '../../../core/limits';
import { returnToParam, signInPathFor } from '../../../core/return-path';
import { splitLanguagePrefix } from '../../../core/routes';
import { SecondFactorField, useSecondFactorStep } from '../../components/auth/second-factor-field';
import { Button } from '../../components/ui/form-controls';
import { EmailField, PasswordField } from '../../components/ui/form-fields';
import { toastError } from '../../lib/api-errors';
import { useFormFields } from '../../lib/form-field';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedPath } from '../../lib/localized-link';
import { toast } from '../../lib/toast';
import { loginRequest } from './auth-api';
import { refusedAtFields } from './error-keys';

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
  // Back from 'Forgot your password?', the address typed there is kept (router state, never the URL).
  const { state } = useLocation();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: typedEmailOf(state), password: '' },
  });
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const secondFactor = useSecondFactorStep();
  const forgotHref = useForgotPasswordHref();
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
      if (refusedAtFields(form, error, ['email', 'password'], t)) return;
      toastError(t('toast.loginFailed'), error);
    },
  });
  function signIn(values: LoginInput) {
    if (!secondFactor.active) return login.mutate(values);
    const code = secondFactor.check();
    if (code) login.mutate({ ...values, code });
  }
  const field = useFormFields(form);
  return (
    <form noValidate onSubmit={form.handleSubmit(signIn)} className="grid gap-4">
      <EmailField label={t('fields.email')} {...field('email')} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" {...field('password')} />
      <p className="-mt-2 text-end text-sm">
        <Link
          to={forgotHref}
          state={typedEmailState(typedEmail)}
          className="font-medium text-brand-700 underline hover:text-brand-900"
        >
          {t('forgot.link')}
        </Link>
      </p>
      <SecondFactorField step={secondFactor} />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

/** The e-mail address a person typed, carried between the sign-in and reset pages in router state. */
export const typedEmailState = (email: string) => ({ typedEmail: email });
export function typedEmailOf(state: unknown): string {
  const value = (state as { typedEmail?: unknown } | null)?.typedEmail;
  return typeof value === 'string' ? value.slice(0, maxLengths.email) : '';
}

/**
 * /reset-password, carrying the page to come back to after signing in: the one /auth was given,
 * or the page this form is on (the wizard's), so a reset does not lose the traveller's place.
 */
function useForgotPasswordHref(): string {
  const { pathname, search, hash } = useLocation();
  const localize = useLocalizedPath();
  const onSignInPage = splitLanguagePrefix(pathname).path === '/auth';
  const back = onSignInPage ? new URLSearchParams(search).get(returnToParam) : `${pathname}${search}${hash}`;
  return signInPathFor(back ?? '', localize('/reset-password'));
}
