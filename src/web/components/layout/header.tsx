import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useLogout } from '../../lib/current-user';
import { useLocalizedPath } from '../../lib/localized-link';
import { LanguageMenu } from './language-menu';
import { headerLinks, mobileOnlyLinks } from './nav-links';
import { UserMenu, useHeaderUser, userLinks } from './user-menu';
import { Wordmark } from './wordmark';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-sm font-medium ${isActive ? 'text-brand-800 underline underline-offset-4' : 'text-slate-700 hover:bg-slate-100'}`;

export function Header() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { user, name } = useHeaderUser();
  const logout = useLogout();

  // The mobile menu closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Wordmark />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-0.5 lg:flex">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={localize(link.to)} end className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <LanguageMenu />
          {name ? (
            <div className="hidden lg:block">
              <UserMenu user={user} name={name} />
            </div>
          ) : (
            <NavLink
              to="/auth"
              className="hidden rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 lg:inline-block"
            >
              {t('nav.loginRegister')}
            </NavLink>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.mobile')}
          className="border-t border-slate-200 bg-white px-4 py-3 lg:hidden"
        >
          <ul className="grid gap-1">
            {[...headerLinks, ...mobileOnlyLinks].map((link) => (
              <li key={link.to}>
                <NavLink to={localize(link.to)} end className={linkClass} onClick={() => setMenuOpen(false)}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {user ? (
              <>
                <li className="mt-2 border-t border-slate-200 px-2.5 pt-3 text-sm font-semibold text-brand-800">
                  {name}
                </li>
                {userLinks(user).map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end className={linkClass} onClick={() => setMenuOpen(false)}>
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className="w-full rounded-md px-2.5 py-2 text-start text-sm font-medium text-slate-700 hover:bg-slate-100"
                    disabled={logout.isPending}
                    onClick={() => logout.mutate()}
                  >
                    {logout.isPending ? t('account.loggingOut') : t('account.logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <NavLink to="/auth" className={linkClass} onClick={() => setMenuOpen(false)}>
                  {t('nav.loginRegister')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
