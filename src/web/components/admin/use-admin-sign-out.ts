import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api';
import { toastError } from '../../lib/api-errors';
import { type AdminLoginState, forgetCurrentUser } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** Where the portal goes once the user is forgotten: home after Log out, the login page (saying why) otherwise. */
export type Leaving = { to: string; state?: AdminLoginState };

const expired: Leaving = { to: '/admin/login', state: { signedOut: 'expired' } };

/**
 * How the admin portal signs out. Log out asks the server first: when it refuses, the admin stays
 * where they are with the error; when it agrees, the stored user and every cached admin answer are
 * forgotten and the spec's toast says so. An idle sign-out forgets the user whatever the server
 * says. A call refused with 401 (the session ended elsewhere or expired) sends the admin to the
 * login page with a message instead of leaving a page saying it could not be loaded.
 */
export function useAdminSignOut(signedIn: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState<Leaving>();
  const wasSignedIn = useRef(false);
  if (signedIn) wasSignedIn.current = true;

  const leave = useCallback((then: Leaving) => {
    setLeaving(then);
    forgetCurrentUser();
  }, []);

  const logOut = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/logout');
    } catch (error) {
      // A 401: the session had already ended, which is what Log out wanted.
      if (!(error instanceof ApiError && error.status === 401)) {
        toastError(t('account.logoutFailed'), error);
        return;
      }
    }
    leave({ to: '/' });
    toast({ title: t('account.loggedOutTitle'), description: t('account.loggedOutText') });
  }, [leave, t]);

  const signOutIdle = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/logout');
    } catch {
      // After an idle spell the server has most likely ended the session; this browser forgets it anyway.
    }
    leave({ to: '/admin/login', state: { signedOut: 'idle' } });
  }, [leave]);

  useEffect(() => {
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401 && wasSignedIn.current)
        queueMicrotask(() => leave(expired));
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, leave]);

  /** Where to go now that nobody is signed in: as asked, or, when the session just vanished, to the login page saying so. */
  const destination = leaving ?? (wasSignedIn.current ? expired : { to: '/admin/login' });
  return { logOut, signOutIdle, destination };
}
