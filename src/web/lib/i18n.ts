import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  directionOf,
  fallbackLanguage,
  isLanguage,
  type Language,
  languageCodes,
  languageStorageKey,
} from '../../core/languages';
import { findPageRoute, splitLanguagePrefix } from '../../core/routes';

/** Each language and namespace is its own small chunk, loaded when a page needs it. */
const loadTranslation = resourcesToBackend(
  (language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`),
);

/** A language prefix in the path ('/fr/pricing') wins over every other source. */
const pathDetector = {
  name: 'path',
  lookup() {
    if (typeof window === 'undefined') return undefined;
    return splitLanguagePrefix(window.location.pathname).language;
  },
};

export const i18n: I18n = i18next.createInstance();
let initialised: Promise<unknown> | undefined;

export function initI18n(initialLanguage?: Language): Promise<unknown> {
  if (initialised) return initialised;
  const detector = new LanguageDetector();
  detector.addDetector(pathDetector);
  const browser = typeof window !== 'undefined';
  const instance = i18n.use(loadTranslation).use(initReactI18next);
  if (browser) instance.use(detector);
  initialised = instance.init({
    lng: browser ? undefined : (initialLanguage ?? fallbackLanguage),
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
    detection: {
      // DECISIONS.md: lng query, cookie, localStorage, sessionStorage, browser, <html lang>.
      order: ['path', 'querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: languageStorageKey,
      lookupLocalStorage: languageStorageKey,
      lookupSessionStorage: languageStorageKey,
      caches: [],
    },
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
