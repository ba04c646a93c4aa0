import { useLocation } from 'react-router';
import { languageCodes } from '../../../core/languages';
import { findPageRoute, localizedPath, splitLanguagePrefix } from '../../../core/routes';

/**
 * Title, description, canonical and hreflang alternates for a page (React 19 hoists them into
 * <head>, in the pre-rendered HTML too). Only public, pre-rendered pages get alternates.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const { pathname } = useLocation();
  const { language, path } = splitLanguagePrefix(pathname);
  const page = findPageRoute(pathname);
  const fullTitle = title.includes('Advena') ? title : `${title} | Advena`;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {page?.prerender && (
        <>
          <link rel="canonical" href={language ? localizedPath(path, language) : path} />
          {languageCodes.map((code) => (
            <link key={code} rel="alternate" hrefLang={code} href={localizedPath(path, code)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={path} />
        </>
      )}
    </>
  );
}
