import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { type AdminLoginInput, adminLoginSchema } from '../../core/auth';
import { maxLengths, sessionLifetimes } from '../../core/limits';
import { SecondFactorField, useSecondFactorStep } from '../components/auth/second-factor-field';
import { PageMeta } from '../components/layout/page-meta';
import { Button, TextField } from '../components/ui/form-controls';
import { PasswordField } from '../components/ui/form-fields';
import { fromAdminParam } from '../features/auth/auth-api';
import { apiRequest } from '../lib/api';
import { toastError } from '../lib/api-errors';
import {
  type AdminLoginState,
  adminRedirectDelayMs,
  type CurrentUser,
  homeFor,
  setCurrentUser,
  useCurrentUserIfStored,
} from '../lib/current-user';
import { useFormFields } from '../lib/form-field';
import { useTranslation } from '../lib/i18n';
import { toast } from '../lib/toast';
import { withQueryClient } from '../lib/with-query-client';

/**
 * /admin/login: Username and Password through POST /api/login; only role admin proceeds. An
 * account with two-step verification is asked for a code on the same form (401 MFA_REQUIRED).
 */
function AdminLogin() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = (location.state as AdminLoginState | null)?.signedOut;
  const { data: user } = useCurrentUserIfStored();
  const secondFactor = useSecondFactorStep();
  const [denied, setDenied] = useState(false);
  const signingIn = useRef(false);
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => {
    if (signingIn.current || !user) return;
    if (user.role === 'admin') navigate(homeFor(user), { replace: true });
    else setDenied(true);
  }, [user, navigate]);

  const login = useMutation({
    mutationFn: ({ username, password, code }: AdminLoginInput & { code?: string }) =>
      apiRequest<{ user?: CurrentUser }>('POST', '/api/login', { email: username, password, code }),
    onSuccess: (answer) => {
      if (answer.user?.role !== 'admin') {
        setDenied(true);
        if (answer.user) setCurrentUser(answer.user);
        return;
      }
      signingIn.current = true;
      setCurrentUser(answer.user);
      toast({ title: t('toast.loginSuccess'), description: t('toast.loginSuccessText') });
      const home = homeFor(answer.user);
      setTimeout(() => navigate(home), adminRedirectDelayMs);
    },
    onError: (error) => {
      if (secondFactor.refused(error)) return;
      toastError(t('toast.loginFailed'), error);
    },
  });
  function signIn(values: AdminLoginInput) {
    if (!secondFactor.active) return login.mutate(values);
    const code = secondFactor.check();
    if (code) login.mutate({ ...values, code });
  }
  const field = useFormFields(form);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <PageMeta title={t('admin.title')} />
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex flex-col items-center text-center">
          <ShieldCheck className="h-10 w-10 text-brand-700" aria-hidden="true" />
          <h1 className="mt-3 text-2xl font-bold text-brand-900">{t('admin.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('admin.subtitle')}</p>
        </div>
        {signedOut && !denied && (
          <p role="status" className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {signedOut === 'idle'
              ? t('admin.signedOutIdle', { minutes: sessionLifetimes.admin.idleSeconds / 60 })
              : t('admin.signedOutExpired')}
          </p>
        )}
        {denied && (
          <p
            role="alert"
            className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {t('admin.accessDenied')}
          </p>
        )}
        <form noValidate onSubmit={form.handleSubmit(signIn)} className="mt-6 grid gap-4">
          <TextField
            label={t('admin.username')}
            autoComplete="username"
            maxLength={maxLengths.username}
            {...field('username')}
          />
          <PasswordField label={t('fields.password')} autoComplete="current-password" {...field('password')} />
          <p className="-mt-2 text-end text-sm">
            <Link
              to={`/reset-password?${fromAdminParam}=admin`}
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              {t('forgot.link')}
            </Link>
          </p>
          <SecondFactorField step={secondFactor} />
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? t('admin.signingIn') : t('admin.signIn')}
          </Button>
        </form>
        <p className="mt-6 border-t border-slate-200 pt-4 text-center text-xs text-slate-500">{t('admin.footer')}</p>
      </div>
    </main>
  );
}

export default withQueryClient(AdminLogin);
