import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  directionOf,
  fallbackLanguage,
  isLanguage,
  type Language,
  languageCodes,
  languageStorageKey,
  matchLanguage,
} from '../../core/languages';
import { findPageRoute, splitLanguagePrefix } from '../../core/routes';

/** Each language and namespace is its own small chunk, loaded when a page needs it. */
const loadTranslation = resourcesToBackend(
  (language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`),
);

/**
 * The language to start in (DECISIONS.md 'Language detection'): a language prefix in the path
 * ('/fr/pricing') wins, then the `lng` query parameter, the cookie, localStorage, sessionStorage,
 * the browser's languages in their order of preference, and <html lang>. A regional code counts
 * as its language ('pt-BR' is Portuguese); anything else falls back to English.
 */
export function detectLanguage(): Language {
  const stored = (storage: () => Storage) => {
    try {
      return storage().getItem(languageStorageKey);
    } catch {
      return null; // Storage can be unavailable (private mode, blocked cookies).
    }
  };
  const cookie = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${languageStorageKey}=`))
    ?.slice(languageStorageKey.length + 1);
  const candidates = [
    splitLanguagePrefix(window.location.pathname).language,
    new URLSearchParams(window.location.search).get('lng'),
    cookie && decodeURIComponent(cookie),
    stored(() => window.localStorage),
    stored(() => window.sessionStorage),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const language = matchLanguage(candidate);
    if (language) return language;
  }
  return fallbackLanguage;
}

export const i18n: I18n = i18next.createInstance();
let initialised: Promise<unknown> | undefined;

export function initI18n(initialLanguage?: Language): Promise<unknown> {
  if (initialised) return initialised;
  const browser = typeof window !== 'undefined';
  initialised = i18n
    .use(loadTranslation)
    .use(initReactI18next)
    .init({
      lng: browser ? detectLanguage() : (initialLanguage ?? fallbackLanguage),
      fallbackLng: fallbackLanguage,
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return initialised;
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : fallbackLanguage;
}

/** The namespaces a path needs before it can render without suspending. */
export function namespacesForPath(pathname: string): string[] {
  return ['common', ...(findPageRoute(pathname)?.namespaces ?? [])];
}

/** Stores a choice in localStorage and in a cookie, so the server knows it too (DECISIONS.md). */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie is how the server learns the choice.
  document.cookie = `${languageStorageKey}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

export function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
