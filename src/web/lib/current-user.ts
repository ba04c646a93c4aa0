import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRole } from '../../core/statuses';
import { apiGet } from './api';

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

/** The one query for the signed-in user; a 401 means nobody is signed in (null). */
export const currentUserQuery = queryOptions({
  queryKey: ['user'],
  queryFn: () => apiGet<CurrentUser>('/api/user', { on401: 'returnNull' }),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** The header's name rule: first name, else the part of the e-mail before the @. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email.split('@')[0] || user.email;
}
