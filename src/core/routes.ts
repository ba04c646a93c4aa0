import { languageCodes } from './languages';
import { type PageRoute, pageRoutes, prerenderParams } from './page-routes';

export { type PageRoute, pageRoutes, prerenderParams };

/** '/fr/pricing' → { language: 'fr', path: '/pricing' }; unprefixed paths are returned as they are. */
export function splitLanguagePrefix(pathname: string): { language?: string; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && (languageCodes as string[]).includes(match[1] as string)) {
    return { language: match[1], path: match[2] || '/' };
  }
  return { path: pathname };
}

/** Turns a route pattern such as '/requirements/:countryCode' or '/apply/:step?' into a matcher. */
function patternMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

const matchers = pageRoutes.map((route) => ({ route, regex: patternMatcher(route.path) }));

/**
 * Every page with the public header and footer also answers under a language prefix ('/ar/auth');
 * only the pre-rendered ones are in the sitemap. Staff pages have no prefix.
 */
export const answersUnderPrefix = (page: PageRoute) => page.layout === 'public';

/**
 * A dynamic segment with a closed list of values (prerenderParams) is a page only for those values:
 * '/requirements/xx' is the not-found page, with HTTP 404 (issue #18).
 */
function hasKnownParameter(route: PageRoute, path: string): boolean {
  const values = prerenderParams[route.path];
  if (!values) return true;
  const value = path.replace(/\/+$/, '').split('/').at(-1)?.toLowerCase() ?? '';
  return values.includes(value);
}

/** The page a path shows, or undefined when the app would show its not-found page. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  const { language, path } = splitLanguagePrefix(pathname);
  const found = matchers.find(({ regex }) => regex.test(path))?.route;
  if (found && language && !answersUnderPrefix(found)) return undefined;
  if (found && !hasKnownParameter(found, path)) return undefined;
  return found;
}

/**
 * The same page in another language, for the language menu: English, the default, has no prefix
 * ('/ja/pricing' → '/pricing'), any other language gets its own ('/auth' → '/ar/auth'). Undefined
 * for a page without prefixes.
 */
export function pathInLanguage(pathname: string, language: string, defaultLanguage = 'en'): string | undefined {
  const page = findPageRoute(pathname);
  if (!page || !answersUnderPrefix(page)) return undefined;
  const { path } = splitLanguagePrefix(pathname);
  return language === defaultLanguage ? path : localizedPath(path, language);
}

/** Every public path, unprefixed, with dynamic segments filled in. */
export function publicPaths(): string[] {
  return pageRoutes
    .filter((route) => route.prerender)
    .flatMap((route) => {
      const params = Object.entries(prerenderParams).find(([pattern]) => pattern === route.path)?.[1];
      if (!route.path.includes(':')) return [route.path];
      return (params ?? []).map((value) => route.path.replace(/:[^/]+/, value));
    });
}

/**
 * Pre-rendering does not know where the site will be served, so absolute links in the built pages
 * (canonical, hreflang) start with this origin, and the server writes `APP_URL` in its place.
 */
export const prerenderOrigin = 'https://app-url.invalid';

export function localizedPath(path: string, language: string): string {
  return `/${language}${path === '/' ? '' : path}`;
}
