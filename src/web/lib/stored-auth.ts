import { useSyncExternalStore } from 'react';
import type { PublicUser } from '../../core/auth';
import { authStorageKey } from '../../core/limits';

/**
 * `eta_auth_data` (spec §3) holds display data only, so the header can greet before the server
 * answers. It never decides access: the server does (docs/decisions/009-authorisation-by-route-scope.md), and every load re-reads
 * GET /api/user, which rewrites or clears it. Kept apart from the user query so a visitor's
 * public page can ask "did this browser sign in?" without loading the query library.
 */
export interface StoredAuthData {
  email: string;
  firstName: string | null;
}

let cachedRaw: string | null = null;
let cachedData: StoredAuthData | null = null;
/** Where the data lives for this page's life when storage is unavailable (private mode). */
let unstored: StoredAuthData | null = null;

/** The stored display data; the same object while the stored text is unchanged (useSyncExternalStore). */
export function readAuthData(): StoredAuthData | null {
  if (typeof window === 'undefined') return null;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(authStorageKey);
  } catch {
    return unstored;
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

export function writeAuthData(user: Pick<PublicUser, 'email' | 'firstName'> | null) {
  if (typeof window === 'undefined') return;
  try {
    if (user) localStorage.setItem(authStorageKey, JSON.stringify({ email: user.email, firstName: user.firstName }));
    else localStorage.removeItem(authStorageKey);
  } catch {
    // Storage may be unavailable (private mode); the server session still works.
    unstored = user ? { email: user.email, firstName: user.firstName } : null;
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

/** The header's name rule: first name, else the part of the e-mail before the @. */
export function displayName(user: Pick<PublicUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email.split('@')[0] || user.email;
}
