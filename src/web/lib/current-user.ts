import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authStorageKey } from '../../core/limits';
import type { UserRole } from '../../core/statuses';
import { ApiError, apiGet, apiRequest } from './api';
import { queryClient } from './query-client';
import { toast } from './toast';

/** What GET /api/user answers: the signed-in user, never a password hash or a code. */
export interface CurrentUser {
  id: string;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  zipCode: string | null;
  role: UserRole;
  emailVerified: boolean;
  preferredLanguage: string | null;
  createdAt: string;
}

/**
 * `eta_auth_data` (spec §3) holds display data only, so the header can greet before the server
 * answers. It never decides access: the server does (DECISIONS.md), and every load re-reads
 * GET /api/user, which rewrites or clears it.
 */
export interface StoredAuthData {
  email: string;
  firstName: string | null;
}

let cachedRaw: string | null = null;
let cachedData: StoredAuthData | null = null;

/** The stored display data; the same object while the stored text is unchanged (useSyncExternalStore). */
export function readAuthData(): StoredAuthData | null {
  if (typeof window === 'undefined') return null;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(authStorageKey);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedData;
  cachedRaw = raw;
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<StoredAuthData> | null;
    cachedData =
      parsed && typeof parsed.email === 'string' ? { email: parsed.email, firstName: parsed.firstName ?? null } : null;
  } catch {
    cachedData = null;
  }
  return cachedData;
}

const storeListeners = new Set<() => void>();

function writeAuthData(user: CurrentUser | null) {
  if (typeof window === 'undefined') return;
  try {
    if (user) localStorage.setItem(authStorageKey, JSON.stringify({ email: user.email, firstName: user.firstName }));
    else localStorage.removeItem(authStorageKey);
  } catch {
    // Storage may be unavailable (private mode); the server session still works.
  }
  for (const listener of storeListeners) listener();
}

function subscribeToStore(listener: () => void) {
  storeListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    storeListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored display data, read after hydration (the pre-rendered HTML has none). */
export function useStoredAuthData(): StoredAuthData | null {
  return useSyncExternalStore(subscribeToStore, readAuthData, () => null);
}

/** The one query for the signed-in user; a 401 means nobody is signed in (null) and clears the store. */
export const currentUserQuery = queryOptions({
  queryKey: ['user'],
  queryFn: async () => {
    const user = await apiGet<CurrentUser>('/api/user', { on401: 'returnNull' });
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
export function setCurrentUser(user: CurrentUser | null) {
  writeAuthData(user);
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/** Forgets the user and everything cached for them (logout, deletion). */
export function forgetCurrentUser() {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
  setCurrentUser(null);
}

/** The header's name rule: first name, else the part of the e-mail before the @. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email.split('@')[0] || user.email;
}

/** Where a user goes after login or verification (spec §2). */
export const homeFor = (user: Pick<CurrentUser, 'role'>) => (user.role === 'admin' ? '/admin/dashboard' : '/dashboard');
/** The admin spec's post-login wait. */
export const adminRedirectDelayMs = 300;

const describeError = (error: unknown) => (error instanceof ApiError ? error.serverMessage : String(error));

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
    onError: (error) =>
      toast({ title: t('account.logoutFailed'), description: describeError(error), variant: 'destructive' }),
  });
}

export { describeError };
