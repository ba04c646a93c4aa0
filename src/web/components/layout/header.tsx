import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedPath } from '../../lib/localized-link';
import { displayName, useStoredAuthData } from '../../lib/stored-auth';
import { LoginLink, navLinkClass as linkClass, mobileLinkClass } from './header-links';
import { LanguageMenu } from './language-menu';
import { headerLinks, helpLinks, mobileOnlyLinks } from './nav-links';
import { Wordmark } from './wordmark';

// The account menu and its user query load only once this browser has signed in.
const DesktopAccount = lazy(() => import('./user-menu').then((module) => ({ default: module.DesktopAccount })));
const MobileAccount = lazy(() => import('./user-menu').then((module) => ({ default: module.MobileAccount })));

export function Header() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const stored = useStoredAuthData();

  // The mobile menu closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:block focus:w-fit focus:bg-white focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Wordmark />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-0.5 xl:flex">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={localize(link.to)} end className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          {helpLinks.map((link) => (
            <NavLink
              key={link.to}
              to={localize(link.to)}
              end
              className={(state) => `${linkClass(state)} hidden xl:inline-block`}
            >
              {t(link.label)}
            </NavLink>
          ))}
          <LanguageMenu />
          {stored ? (
            <Suspense fallback={<StoredName name={displayName(stored)} />}>
              <DesktopAccount />
            </Suspense>
          ) : (
            <LoginLink />
          )}
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 xl:hidden"
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
          className="border-t border-slate-200 bg-white px-4 py-3 xl:hidden"
        >
          <ul className="grid gap-1">
            {[...headerLinks, ...mobileOnlyLinks].map((link) => (
              <li key={link.to}>
                <NavLink to={localize(link.to)} end className={mobileLinkClass} onClick={() => setMenuOpen(false)}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {stored ? (
              <Suspense fallback={null}>
                <MobileAccount onNavigate={() => setMenuOpen(false)} />
              </Suspense>
            ) : (
              <li>
                <NavLink to={localize('/auth')} className={mobileLinkClass} onClick={() => setMenuOpen(false)}>
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

/** Stands in for the account menu while its code loads: the stored name, as the menu will show it. */
function StoredName({ name }: { name: string }) {
  return (
    <span className="hidden max-w-32 truncate rounded-md border border-slate-200 px-3 py-2 text-sm font-semibold text-brand-800 xl:inline-block">
      {name}
    </span>
  );
}
