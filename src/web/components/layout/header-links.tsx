import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedPath } from '../../lib/localized-link';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium ${isActive ? 'text-brand-800 underline underline-offset-4' : 'text-slate-700 hover:bg-slate-100'}`;

/** A row of the mobile menu: at least 44 px high, a touch target a thumb can hit (WCAG 2.5.5). */
export const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-3 text-base font-medium ${isActive ? 'text-brand-800 underline underline-offset-4' : 'text-slate-700 hover:bg-slate-100'}`;

/** The header's Login / Register button, shown to visitors on wide screens. */
export function LoginLink() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <NavLink
      to={localize('/auth')}
      className="hidden whitespace-nowrap rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 xl:inline-block"
    >
      {t('nav.loginRegister')}
    </NavLink>
  );
}
