import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CurrentUser, displayName, useCurrentUserIfStored, useLogout } from '../../lib/current-user';

/** Signed-in links of spec §2: dashboard, profile, new application, admin dashboard for admins. */
export function userLinks(user: Pick<CurrentUser, 'role'>) {
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
export function useHeaderUser(): { user: CurrentUser | null; name: string | null } {
  const { data: user, isPending, stored } = useCurrentUserIfStored();
  if (user) return { user, name: displayName(user) };
  if (isPending && stored) return { user: null, name: displayName(stored) };
  return { user: null, name: null };
}

export function UserMenu({ user, name }: { user: CurrentUser | null; name: string }) {
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false} dir={i18n.dir()}>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50"
        data-testid="user-menu-trigger"
        aria-label={t('account.menuLabel', { name })}
      >
        <UserRound className="h-4 w-4" aria-hidden="true" />
        <span className="max-w-32 truncate">{name}</span>
        <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {user &&
            userLinks(user).map((link) => (
              <DropdownMenu.Item key={link.to} asChild>
                <Link
                  to={link.to}
                  className="block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
                >
                  {t(link.label)}
                </Link>
              </DropdownMenu.Item>
            ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            disabled={logout.isPending}
            onSelect={(event) => {
              event.preventDefault();
              logout.mutate();
            }}
            className="block cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[disabled]:text-slate-400"
          >
            {logout.isPending ? t('account.loggingOut') : t('account.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
