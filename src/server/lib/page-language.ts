import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { fallbackLanguage, isLanguage, type Language, languageCodes, languageStorageKey } from '../../core/languages';
import { localizedPath, splitLanguagePrefix } from '../../core/routes';
import { requestCookie } from './cookies';

/**
 * The language a visitor of an unprefixed address reads in, chosen as the web app chooses it
 * (web/lib/i18n.ts `detectLanguage`): the `lng` query parameter, then the choice stored in the
 * language cookie, then the browser's languages by their q weights ('q=0' means not this one;
 * 'pt-BR' counts as Portuguese).
 */
export function readerLanguage(request: FastifyRequest): Language {
  return requestedLanguage(request) ?? fallbackLanguage;
}

/** The language the request asks for by `lng`, the language cookie or Accept-Language; undefined when none of ours. */
export function requestedLanguage(request: FastifyRequest): Language | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lng === 'string' ? query.lng.toLowerCase().split('-')[0] : undefined;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = requestCookie(request, languageStorageKey);
  if (isLanguage(fromCookie)) return fromCookie;
  const accepted = request.headers['accept-language'];
  if (!accepted) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': accepted } }).languages([...languageCodes]);
  return isLanguage(best) ? best : undefined;
}

/**
 * Where an unprefixed page address should send this visitor so the pre-rendered HTML is already
 * in their language ('/pricing?lng=ja' → '/ja/pricing'), or null to serve the page as it is. A
 * page the build did not pre-render in that language is served as it is (the app renders it in the
 * browser), and so is English, which is the unprefixed address itself. Hydration then never
 * starts from English HTML for a Japanese reader.
 */
export function languageRedirect(
  request: FastifyRequest,
  pathname: string,
  isPrerendered: (path: string) => boolean,
): string | null {
  if (splitLanguagePrefix(pathname).language) return null;
  const language = readerLanguage(request);
  if (language === fallbackLanguage) return null;
  const target = localizedPath(pathname, language);
  if (!isPrerendered(target)) return null;
  // The rest of the query as Fastify parsed it, without `lng`, which the prefix now says.
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (key === 'lng') continue;
    for (const item of [value].flat()) if (typeof item === 'string') search.append(key, item);
  }
  const rest = search.toString();
  return rest ? `${target}?${rest}` : target;
}
