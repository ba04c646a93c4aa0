import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PublicUser } from '../../../core/auth';
import { signInPathFor } from '../../../core/return-path';
import { useCurrentUser } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedPath } from '../../lib/localized-link';
import { Spinner } from '../ui/spinner';

/** How long a visitor sees the message before being sent to /auth (spec §2: 'after a short delay'). */
export const signInRedirectDelayMs = 1500;

/** Wraps a signed-in page: visitors see the spec's message, then go to /auth, which brings them back once signed in. */
export function RequireUser({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const signInPath = signInPathFor(`${pathname}${search}${hash}`, useLocalizedPath()('/auth'));
  const { data: user, isPending } = useCurrentUser();

  useEffect(() => {
    if (isPending || user) return;
    const timer = setTimeout(() => navigate(signInPath, { replace: true }), signInRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [isPending, user, navigate, signInPath]);

  if (isPending) return <Spinner />;
  if (!user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-lg text-slate-700" role="alert" data-testid="login-required">
          {t('account.loginRequired')}
        </p>
      </div>
    );
  }
  return <>{children(user)}</>;
}
