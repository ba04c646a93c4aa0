import { useLocation, useNavigate } from 'react-router';
import { signInPathFor } from '../../core/return-path';
import { ApplyWizard } from '../features/apply/wizard';
import { LoginForm } from '../features/auth/login-form';
import { setCurrentUser } from '../lib/current-user';
import { useTranslation } from '../lib/i18n';
import { withQueryClient } from '../lib/with-query-client';

function Apply() {
  const { t } = useTranslation('apply');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">{t('title')}</h1>
      <p className="mt-2 mb-8 text-sm text-slate-600">{t('intro')}</p>
      <ApplyWizard
        signIn={(onSignedIn) => (
          <LoginForm
            onSignedIn={(user) => {
              setCurrentUser(user);
              onSignedIn();
            }}
            onNeedsVerification={() => navigate(signInPathFor(pathname))}
          />
        )}
      />
    </div>
  );
}

export default withQueryClient(Apply);
