import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { returnToParam, safeReturnPath, signInPathFor } from '../../core/return-path';
import { PageMeta } from '../components/layout/page-meta';
import { fromAdminParam } from '../features/auth/auth-api';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { typedEmailOf, typedEmailState } from '../features/auth/login-form';
import { useCurrentUserIfStored } from '../lib/current-user';
import { useTranslation } from '../lib/i18n';
import { useLocalizedPath } from '../lib/localized-link';
import { withQueryClient } from '../lib/with-query-client';

/**
 * /reset-password: 'Forgot your password?' for a signed-out person (issue #18), linked from the
 * Login tab and from the admin login. Once reset, back to the sign-in page they came from (the
 * traveller's keeps the page to return to after signing in).
 */
function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const { data: user } = useCurrentUserIfStored();
  const fromAdmin = params.get(fromAdminParam) === 'admin';
  const back = safeReturnPath(params.get(returnToParam));
  const signInPath = fromAdmin ? '/admin/login' : back ? signInPathFor(back, localize('/auth')) : localize('/auth');

  // A signed-in traveller changes their password on the profile's Security tab.
  useEffect(() => {
    if (user && !fromAdmin) navigate('/profile', { replace: true });
  }, [user, fromAdmin, navigate]);

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <PageMeta title={t('forgot.title')} />
      <div className="flex flex-col items-center text-center">
        <KeyRound className="h-10 w-10 text-brand-700" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-bold text-brand-900">{t('forgot.title')}</h1>
      </div>
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <ForgotPasswordForm
          initialEmail={typedEmailOf(state)}
          onDone={(email) => navigate(signInPath, { state: typedEmailState(email) })}
        />
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to={signInPath} state={state} className="font-medium text-brand-700 underline hover:text-brand-900">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </div>
  );
}

export default withQueryClient(ResetPasswordPage);
