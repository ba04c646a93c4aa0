import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PublicUser } from '../../core/auth';
import { returnToParam, safeReturnPath } from '../../core/return-path';
import { PageMeta } from '../components/layout/page-meta';
import { LoginForm } from '../features/auth/login-form';
import { RegisterForm } from '../features/auth/register-form';
import { VerifyForm } from '../features/auth/verify-form';
import { adminRedirectDelayMs, homeFor, setCurrentUser, useCurrentUserIfStored } from '../lib/current-user';
import { useTranslation } from '../lib/i18n';
import { withQueryClient } from '../lib/with-query-client';

type Tab = 'login' | 'register' | 'verify';
const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** /auth: Login, Register and Verify tabs (spec §2). */
function AuthPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The page the traveller was sent here from, to go back to once signed in (a page of ours only).
  const back = safeReturnPath(params.get(returnToParam));
  const { data: user } = useCurrentUserIfStored();
  const [tab, setTab] = useState<Tab>('login');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const signingIn = useRef(false);

  // A signed-in visitor has nothing to do here.
  useEffect(() => {
    if (user && !signingIn.current)
      navigate(user.role === 'admin' ? '/dashboard' : (back ?? '/dashboard'), { replace: true });
  }, [user, navigate, back]);

  const signedIn = (next: PublicUser) => {
    signingIn.current = true;
    setCurrentUser(next);
    if (next.role === 'admin') setTimeout(() => navigate(homeFor(next)), adminRedirectDelayMs);
    else navigate(back ?? homeFor(next));
  };
  const needsVerification = (email: string) => {
    setPendingEmail(email);
    setTab('verify');
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <PageMeta title={t('meta.title')} />
      <h1 className="text-center text-3xl font-bold text-brand-900">{t('heading')}</h1>
      <p className="mt-2 text-center text-slate-600">{t('subheading')}</p>
      <Tabs.Root dir={i18n.dir()} value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-8">
        <Tabs.List aria-label={t('heading')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="login" className={tabClass}>
            {t('tabs.login')}
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={tabClass}>
            {t('tabs.register')}
          </Tabs.Trigger>
          <Tabs.Trigger value="verify" className={tabClass}>
            {t('tabs.verify')}
          </Tabs.Trigger>
        </Tabs.List>
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <Tabs.Content value="login">
            <LoginForm onSignedIn={signedIn} onNeedsVerification={needsVerification} />
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm onRegistered={needsVerification} />
          </Tabs.Content>
          <Tabs.Content value="verify">
            <VerifyForm email={pendingEmail} onVerified={signedIn} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}

export default withQueryClient(AuthPage);
