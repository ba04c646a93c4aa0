import { useTranslation } from '../../lib/i18n';
import { LocalizedLink } from '../../lib/localized-link';
import { headerLinks } from './nav-links';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold text-brand-800">Advena</p>
          <p className="mt-2 text-sm text-slate-700">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className="text-slate-700 underline-offset-4 hover:underline">
                  {t(link.label)}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to="/apply" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('nav.apply')}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/track" className="text-slate-700 underline-offset-4 hover:underline">
                {t('footer.track')}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/terms" className="text-slate-700 underline-offset-4 hover:underline">
                {t('footer.terms')}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/privacy" className="text-slate-700 underline-offset-4 hover:underline">
                {t('footer.privacy')}
              </LocalizedLink>
            </li>
          </ul>
        </nav>
        <p className="text-sm text-slate-700" data-testid="footer-disclaimer">
          {t('disclaimer.footer')}
        </p>
      </div>
      <div className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        {t('footer.copyright', { year })}
      </div>
    </footer>
  );
}
