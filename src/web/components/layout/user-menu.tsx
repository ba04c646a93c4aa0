import { QueryClientProvider } from '@tanstack/react-query';
import { ChevronDown, UserRound } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import type { PublicUser } from '../../../core/auth';
import { displayName, useCurrentUserIfStored, useLogout } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedPath } from '../../lib/localized-link';
import { queryClient } from '../../lib/query-client';
import { Menu, MenuItem, MenuSeparator } from '../ui/menu';
import { LoginLink, mobileLinkClass } from './header-links';

/**
 * The header's account parts once this browser has signed in. Loaded only then: a visitor's
 * page needs neither the user query nor the logout mutation.
 */

/** Signed-in links of spec §2: dashboard, profile, new application, admin dashboard for admins. */
export function userLinks(user: Pick<PublicUser, 'role'>) {
  return [
    { to: '/dashboard', label: 'account.dashboard' },
    { to: '/profile', label: 'account.profile' },
    { to: '/apply', label: 'account.newApplication' },
    ...(user.role === 'admin' ? [{ to: '/admin/dashboard', label: 'account.adminDashboard' }] : []),
  ];
}

/**
 * The header's account slot: the signed-in user (first name, else the e-mail before the @), or
 * null for a visitor. While GET /api/user is on its way, the stored display data stands in.
 */
export function useHeaderUser(): { user: PublicUser | null; name: string | null } {
  const { data: user, isPending, stored } = useCurrentUserIfStored();
  if (user) return { user, name: displayName(user) };
  if (isPending && stored) return { user: null, name: displayName(stored) };
  return { user: null, name: null };
}

function UserMenu({ user, name }: { user: PublicUser | null; name: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const itemClass =
    'block w-full rounded px-3 py-2 text-start text-sm text-slate-800 outline-none focus:bg-brand-50 aria-disabled:text-slate-400';
  return (
    <Menu
      triggerClassName="inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50"
      triggerProps={{ 'aria-label': t('account.menuLabel', { name }), 'data-testid': 'user-menu-trigger' }}
      label={
        <>
          <UserRound className="h-4 w-4" aria-hidden="true" />
          <span className="max-w-32 truncate">{name}</span>
          <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
        </>
      }
      menuClassName="min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
    >
      {user &&
        userLinks(user).map((link) => (
          <MenuItem key={link.to} className={itemClass} render={(props) => <Link to={link.to} {...props} />}>
            {t(link.label)}
          </MenuItem>
        ))}
      <MenuSeparator className="my-1 h-px bg-slate-200" />
      <MenuItem
        disabled={logout.isPending}
        onSelect={(event) => {
          event.preventDefault();
          logout.mutate();
        }}
        className={`${itemClass} cursor-pointer`}
      >
        {logout.isPending ? t('account.loggingOut') : t('account.logout')}
      </MenuItem>
    </Menu>
  );
}

function DesktopAccountSlot() {
  const { user, name } = useHeaderUser();
  return name ? (
    <div className="hidden xl:block">
      <UserMenu user={user} name={name} />
    </div>
  ) : (
    <LoginLink />
  );
}

function MobileAccountItems({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const { user, name } = useHeaderUser();
  const logout = useLogout();
  const localize = useLocalizedPath();
  if (!user) {
    return (
      <li>
        <NavLink to={localize('/auth')} className={mobileLinkClass} onClick={onNavigate}>
          {t('nav.loginRegister')}
        </NavLink>
      </li>
    );
  }
  return (
    <>
      <li className="mt-2 border-t border-slate-200 px-3 pt-3 text-sm font-semibold text-brand-800">{name}</li>
      {userLinks(user).map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={mobileLinkClass} onClick={onNavigate}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="flex min-h-11 w-full items-center rounded-md px-3 text-start text-base font-medium text-slate-700 hover:bg-slate-100"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {logout.isPending ? t('account.loggingOut') : t('account.logout')}
        </button>
      </li>
    </>
  );
}

export function DesktopAccount() {
  return (
    <QueryClientProvider client={queryClient}>
      <DesktopAccountSlot />
    </QueryClientProvider>
  );
}

export function MobileAccount({ onNavigate }: { onNavigate(): void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MobileAccountItems onNavigate={onNavigate} />
    </QueryClientProvider>
  );
}
