import { useLocation } from 'react-router';
import { languageCodes } from '../../../core/languages';
import { findPageRoute, localizedPath, prerenderOrigin, splitLanguagePrefix } from '../../../core/routes';

/**
 * Title, description, canonical and hreflang alternates for a page (React 19 hoists them into
 * <head>, in the pre-rendered HTML too). Only public, pre-rendered pages get alternates.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const { pathname } = useLocation();
  const { language, path } = splitLanguagePrefix(pathname);
  const page = findPageRoute(pathname);
  const fullTitle = title.includes('Advena') ? title : `${title} | Advena`;
  // Absolute, as search engines want them: the server puts APP_URL in the pre-rendered pages.
  const origin = typeof window === 'undefined' ? prerenderOrigin : window.location.origin;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {page?.prerender && (
        <>
          <link rel="canonical" href={origin + (language ? localizedPath(path, language) : path)} />
          {languageCodes.map((code) => (
            <link key={code} rel="alternate" hrefLang={code} href={origin + localizedPath(path, code)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={origin + path} />
        </>
      )}
    </>
  );
}
