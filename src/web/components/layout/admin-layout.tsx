import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  CreditCard,
  FileText,
  LayoutDashboard,
  LogOut,
  Mail,
  MailWarning,
  Menu,
  ScrollText,
  Settings,
  ShieldAlert,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { PublicUser } from '../../../core/auth';
import { sessionLifetimes } from '../../../core/limits';
import { onEnrolmentRequired } from '../../lib/api';
import { adminSecuritySetupPath, currentUserQuery, useCurrentUser } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/with-query-client';
import { PageSpinner } from '../../root';
import { IdleWarning } from '../admin/idle-warning';
import { useAdminSignOut } from '../admin/use-admin-sign-out';
import { LanguageMenu } from './language-menu';

/** Spec §2 'Layout': first letters of first and last name, else the e-mail's first letter, else U. */
export function initialsOf(user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  const first = user?.firstName?.trim()[0];
  const last = user?.lastName?.trim()[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  return (user?.email?.trim()[0] ?? 'U').toUpperCase();
}

const links = [
  { to: '/admin/dashboard', key: 'dashboard', icon: LayoutDashboard },
  { to: '/admin/applications', key: 'applications', icon: FileText },
  { to: '/admin/payments', key: 'payments', icon: CreditCard },
  { to: '/admin/emails', key: 'emails', icon: MailWarning },
  { to: '/admin/users', key: 'users', icon: Users },
  { to: '/admin/contacts', key: 'contacts', icon: Mail },
  { to: '/admin/settings', key: 'settings', icon: Settings },
  { to: '/admin/activity', key: 'activity', icon: ScrollText },
] as const;

/**
 * Every /admin page but the login: the sidebar (collapsible under 768 px), no public header or
 * footer, and the route guard (unauthenticated → /admin/login; a non-admin sees Access Denied and
 * goes home after about 0.1 s; staff without two-step verification set it up first). The server
 * enforces the same on every /api/admin call. Two minutes before an idle sign-out, a warning.
 */
function AdminLayout() {
  const { t } = useTranslation('admin');
  const { data: user, isPending, isError } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const { logOut, signOutIdle, destination } = useAdminSignOut(Boolean(user));

  const signedOut = !isPending && !isError && !user;
  const notAdmin = !isPending && user && user.role !== 'admin';
  const mustEnrol = !notAdmin && user?.mfaEnrolmentRequired === true;

  useEffect(() => {
    if (signedOut) navigate(destination.to, { replace: true, state: destination.state });
  }, [signedOut, destination, navigate]);
  useEffect(() => {
    if (mustEnrol) navigate(adminSecuritySetupPath, { replace: true });
  }, [mustEnrol, navigate]);
  // A call refused until two-step verification is set up: who the user is has changed (a reset).
  useEffect(
    () => onEnrolmentRequired(() => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })),
    [queryClient],
  );
  useEffect(() => {
    if (!notAdmin) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), 100);
    return () => clearTimeout(timer);
  }, [notAdmin, navigate]);
  // A page change on a phone closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every path change.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (isPending || signedOut || mustEnrol) return <PageSpinner />;
  if (isError) {
    return (
      <main className="mx-auto max-w-md px-4 py-24 text-center">
        <p className="text-slate-700">{t('errors.loadFailed')}</p>
      </main>
    );
  }
  if (notAdmin) {
    return (
      <main className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
        <ShieldAlert className="h-12 w-12 text-red-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{t('guard.title')}</h1>
        <p className="mt-2 text-slate-600">{t('guard.text')}</p>
      </main>
    );
  }

  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.username || user?.email;
  const sidebar = (
    <nav aria-label={t('nav.label')} className="flex h-full flex-col gap-1 p-4">
      <div className="mb-6 flex items-center gap-3 px-2">
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          aria-hidden="true"
          data-testid="admin-initials"
        >
          {initialsOf(user)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-white">{name}</p>
          <p className="text-xs text-brand-100">{t('nav.portal')}</p>
        </div>
      </div>
      {links.map(({ to, key, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          end={to === '/admin/dashboard'}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-white ${
              isActive ? 'bg-white/15 text-white' : 'text-brand-50 hover:bg-white/10'
            }`
          }
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {t(`nav.${key}`)}
        </NavLink>
      ))}
      <div className="mt-auto flex flex-col gap-1 border-t border-white/15 pt-4">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-brand-50 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <ArrowLeft className="rtl-mirror h-4 w-4" aria-hidden="true" />
          {t('nav.backToWebsite')}
        </Link>
        <button
          type="button"
          onClick={() => void logOut()}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-start text-sm text-brand-50 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <LogOut className="rtl-mirror h-4 w-4" aria-hidden="true" />
          {t('nav.logOut')}
        </button>
      </div>
    </nav>
  );

  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-2 focus:font-semibold focus:text-brand-900"
      >
        {t('common:nav.skipToContent')}
      </a>
      <aside className="hidden w-64 shrink-0 bg-brand-800 md:block">{sidebar}</aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center justify-between bg-brand-800 px-4 py-3 md:hidden">
          <span className="font-bold text-white">Advena</span>
          <button
            type="button"
            className="rounded-md p-2 text-white focus-visible:outline-2 focus-visible:outline-white"
            aria-expanded={menuOpen}
            aria-controls="admin-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
            <span className="sr-only">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
          </button>
        </div>
        {menuOpen && (
          <div id="admin-mobile-menu" className="bg-brand-800 md:hidden">
            {sidebar}
          </div>
        )}
        <div className="flex justify-end border-b border-slate-200 bg-white px-4 py-1 md:px-8">
          <LanguageMenu />
        </div>
        <main id="main" className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
      <IdleWarning
        idleSeconds={user?.sessionIdleSeconds ?? sessionLifetimes.admin.idleSeconds}
        onSignOut={() => void logOut()}
        onExpired={() => void signOutIdle()}
      />
    </div>
  );
}

export default withQueryClient(AdminLayout);
