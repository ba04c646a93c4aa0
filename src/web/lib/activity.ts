import { useSyncExternalStore } from 'react';

/**
 * When the app last heard from the server: the time of its last successful API call. The server
 * ends a staff session after 15 minutes without a request (it cannot see mouse moves), so this is
 * what the admin portal's idle warning counts from. Tabs of one browser share a session, so they
 * share this time too, through localStorage.
 */
const storageKey = 'advena_last_activity';
let lastActivity = 0;
const listeners = new Set<() => void>();

function stored(): number {
  try {
    return Number(localStorage.getItem(storageKey)) || 0;
  } catch {
    return 0; // Storage can be unavailable (private mode); this tab's own time still counts.
  }
}

export function noteActivity(at = Date.now()) {
  if (typeof window === 'undefined') return;
  lastActivity = at;
  try {
    localStorage.setItem(storageKey, String(at));
  } catch {
    // See stored().
  }
  for (const listener of listeners) listener();
}

/** The latest of this tab's calls and the other tabs' (0 before any call). */
export function lastActivityAt(): number {
  if (typeof window === 'undefined') return 0;
  return Math.max(lastActivity, stored());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useLastActivityAt(): number {
  return useSyncExternalStore(subscribe, lastActivityAt, () => 0);
}
