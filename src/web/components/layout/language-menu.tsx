import { Check, ChevronDown, Globe } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { fallbackLanguage, type Language, languages } from '../../../core/languages';
import { pathInLanguage } from '../../../core/routes';
import { applyDocumentLanguage, currentLanguage, i18n, rememberLanguage, useTranslation } from '../../lib/i18n';
import { Menu, MenuItem } from '../ui/menu';

/**
 * The site-wide language selector (admin spec 'Language and translation behaviour'): closes on a
 * choice and on an outside click, at most 60% of the viewport high. On a language-prefixed page
 * the choice moves to the same page under the new prefix.
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const active = currentLanguage();
  const activeName = languages.find((language) => language.code === active)?.name;

  async function choose(language: Language) {
    rememberLanguage(language);
    const target = pathInLanguage(pathname, language, fallbackLanguage);
    if (target !== undefined) {
      const query = new URLSearchParams(search);
      query.delete('lng');
      const rest = query.toString();
      if (target !== pathname || query.size !== new URLSearchParams(search).size) {
        navigate(`${target}${rest ? `?${rest}` : ''}${hash}`, { preventScrollReset: true });
      }
    }
    await i18n.changeLanguage(language);
    applyDocumentLanguage(language);
  }

  return (
    <Menu
      triggerClassName="inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      triggerProps={{
        'aria-label': t('language.choose', { language: activeName }),
        'data-testid': 'language-menu-trigger',
      }}
      label={
        <>
          <Globe className="h-4 w-4" aria-hidden="true" />
          {!compact && <span>{activeName}</span>}
          <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
        </>
      }
      menuClassName="max-h-[60vh] min-w-44 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
    >
      {languages.map((language) => (
        <MenuItem
          key={language.code}
          lang={language.code}
          dir={language.dir}
          onSelect={() => void choose(language.code)}
          className="flex w-full cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-start text-sm text-slate-800 outline-none focus:bg-brand-50"
        >
          <span>{language.name}</span>
          {language.code === active && <Check className="h-4 w-4 text-brand-700" aria-hidden="true" />}
        </MenuItem>
      ))}
    </Menu>
  );
}
