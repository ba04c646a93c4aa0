import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../components/layout/page-meta';
import { MfaEnrolment } from '../features/mfa/enrolment';
import { apiRequest } from '../lib/api';
import { currentUserQuery, forgetCurrentUser, useCurrentUser } from '../lib/current-user';
import { useTranslation } from '../lib/i18n';
import { withQueryClient } from '../lib/with-query-client';
import { PageSpinner } from '../root';

/**
 * /admin/security/setup: a staff account sets up two-step verification before anything else
 * (issue 14); the admin portal sends it here, and the server refuses it everything else until then.
 */
function AdminSecuritySetup() {
  const { t } = useTranslation('mfa');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user, isPending, isError } = useCurrentUser();
  // Once the set-up starts, this page stays until the recovery codes are saved.
  const [enrolling, setEnrolling] = useState(false);

  useEffect(() => {
    if (isPending || isError || enrolling) return;
    if (!user) navigate('/admin/login', { replace: true });
    else if (user.role !== 'admin') navigate('/', { replace: true });
    else if (!user.mfaEnrolmentRequired) navigate('/admin/dashboard', { replace: true });
    else setEnrolling(true);
  }, [user, isPending, isError, enrolling, navigate]);

  async function finish() {
    await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    navigate('/admin/dashboard', { replace: true });
  }
  async function signOut() {
    try {
      await apiRequest('POST', '/api/logout');
    } finally {
      forgetCurrentUser();
      navigate('/admin/login', { replace: true });
    }
  }

  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-12">
      <PageMeta title={t('page.title')} />
      <div className="w-full max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-start gap-3">
          <ShieldCheck className="mt-1 h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h1 className="text-2xl font-bold text-brand-900">{t('page.title')}</h1>
            <p className="mt-1 text-sm text-slate-700">{t('page.intro')}</p>
          </div>
        </div>
        <div className="mt-8">
          {enrolling && user ? (
            <MfaEnrolment account={user.email} onFinished={finish} />
          ) : isError ? (
            <p role="alert" className="text-slate-700">
              {t('setup.loadFailed')}
            </p>
          ) : (
            <PageSpinner />
          )}
        </div>
        {user && (
          <p className="mt-8 flex flex-wrap items-center gap-x-2 border-t border-slate-200 pt-4 text-sm text-slate-600">
            <span>{t('page.signedInAs', { email: user.email })}</span>
            <button
              type="button"
              onClick={signOut}
              className="font-medium text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {t('page.signOut')}
            </button>
          </p>
        )}
      </div>
    </main>
  );
}

export default withQueryClient(AdminSecuritySetup);
