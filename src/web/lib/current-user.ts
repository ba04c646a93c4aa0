import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../core/auth';
import { apiGet, apiRequest } from './api';
import { useTranslation } from './i18n';
import { queryClient } from './query-client';
import { useStoredAuthData, writeAuthData } from './stored-auth';
import { toast } from './toast';

/** Core's PublicUser under its old name, for the admin pages still importing it; new code imports PublicUser. */
export type CurrentUser = PublicUser;

export type { StoredAuthData } from './stored-auth';
export { displayName, readAuthData, useStoredAuthData } from './stored-auth';

/** The one query for the signed-in user; a 401 means nobody is signed in (null) and clears the store. */
export const currentUserQuery = queryOptions({
  queryKey: ['user'],
  queryFn: async () => {
    const user = await apiGet<PublicUser>('/api/user', { on401: 'returnNull' });
    writeAuthData(user);
    return user;
  },
});

/** The signed-in user, always asked of the server (signed-in pages and their guard). */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * The signed-in user where a visitor is the usual case (header, /auth, admin login): asked of
 * the server only when this browser stored a sign-in, so anonymous page views make no call
 * that is bound to answer 401. A user known from login or verification is in the cache anyway.
 */
export function useCurrentUserIfStored() {
  const stored = useStoredAuthData();
  return { ...useQuery({ ...currentUserQuery, enabled: stored !== null }), stored };
}

/** After login, verification or a profile change: the user the server answered becomes current. */
export function setCurrentUser(user: PublicUser | null) {
  writeAuthData(user);
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/** Forgets the user and everything cached for them (logout, deletion). */
export function forgetCurrentUser() {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
  setCurrentUser(null);
}

/** Where staff set up two-step verification before anything else (issue 14). */
export const adminSecuritySetupPath = '/admin/security/setup';

/** Where a user goes after login or verification (spec §2); staff without a second factor set one up first. */
export function homeFor(user: Pick<PublicUser, 'role' | 'mfaEnrolmentRequired'>): string {
  if (user.role !== 'admin') return '/dashboard';
  return user.mfaEnrolmentRequired ? adminSecuritySetupPath : '/admin/dashboard';
}

/** Why the admin portal sent someone back to /admin/login (router state): 'idle', the session ended unused; 'expired', it ended otherwise. */
export interface AdminLoginState {
  signedOut?: 'idle' | 'expired';
}

/** The admin spec's post-login wait. */
export const adminRedirectDelayMs = 300;

/** Log out: the server ends the session, the client forgets the user and goes to /. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      forgetCurrentUser();
      toast({ title: t('account.loggedOutTitle'), description: t('account.loggedOutText') });
      navigate('/');
    },
    // The words of a refusal load with the first one: the public pages' first load carries none.
    onError: async (error) => {
      const { toastError } = await import('./api-errors');
      toastError(t('account.logoutFailed'), error);
    },
  });
}
