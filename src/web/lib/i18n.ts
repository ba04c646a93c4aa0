import { useMemo, useSyncExternalStore } from 'react';
import {
  directionOf,
  fallbackLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  matchLanguage,
  pluralForm,
} from '../../core/languages';
import { findPageRoute, splitLanguagePrefix } from '../../core/routes';
import { withRuleNumbers } from '../../core/rule-copy';

/**
 * The app's translations: src/locales/<language>/<namespace>.json, in i18next's JSON format
 * (nested keys, {{placeholders}}, plural forms as key_zero/_one/_two/_few/_many/_other chosen by
 * Intl.PluralRules). A small module of our own instead of i18next and react-i18next, which were
 * the largest part of every public page's JavaScript after React and React Router and of which
 * the app used only this: `t` with values, counts and defaults, namespaces loaded per page,
 * Suspense until they are there, and a language switch that loads before it re-renders.
 */
export type TranslateOptions = { count?: number; defaultValue?: string; ns?: string } & Record<string, unknown>;
/** As i18next: the second argument may be the default value alone. */
export type TFunction = (key: string, options?: TranslateOptions | string) => string;
type Messages = { [key: string]: string | Messages };

/** The spec's loader: after a failed fetch, up to 5 retries, waiting 350 ms, then twice as long each time. */
export const retryDelaysMs = [350, 700, 1400, 2800, 5600] as const;

/** Fetches a namespace, trying again after each delay; the last failure is thrown. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  delays: readonly number[] = retryDelaysMs,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[index];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/**
 * One language's namespace. The browser fetches it as JSON (vite.config.ts emits the files), with
 * the retries above for a dropped connection; development, tests and the pre-renderer import the
 * source file. Either way the numbers of our rules are in place (core/rule-copy.ts).
 */
const fetchMessages: (language: Language, namespace: string) => Promise<Messages> =
  import.meta.env.DEV || import.meta.env.SSR
    ? (language, namespace) =>
        import(`../../locales/${language}/${namespace}.json`).then((module: { default: Messages }) =>
          // The rules' numbers in the language, as the build writes them into the served files (decision 041).
          withRuleNumbers(module.default, language),
        )
    : (language, namespace) =>
        withRetries(async () => {
          const response = await fetch(
            `/assets/locales/${import.meta.env.LOCALES_VERSION}/${language}/${namespace}.json`,
          );
          if (!response.ok) throw new Error(`${response.status} ${response.url}`);
          return (await response.json()) as Messages;
        });

const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

/** Each language and namespace is loaded once, when a page first needs it. */
function load(language: Language, namespace: string): Promise<void> {
  const id = `${language}/${namespace}`;
  if (loaded.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = fetchMessages(language, namespace)
      // After the retries, English words rather than keys; then keys rather than a page that waits
      // for ever.
      .catch(() => (language === fallbackLanguage ? {} : fetchMessages(fallbackLanguage, namespace)))
      .catch(() => ({}))
      .then((messages) => {
        loaded.set(id, messages);
        loading.delete(id);
      });
    loading.set(id, pending);
  }
  return pending;
}

function lookup(language: Language, namespace: string, key: string): string | undefined {
  let node: string | Messages | undefined = loaded.get(`${language}/${namespace}`);
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Unicode's first-strong isolate and its end: the text between keeps its own direction. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Fills the placeholders. In a right-to-left language each text put in (a phone number, a
 * reference, an e-mail address, an amount, a name) is isolated, so '+81 90 1234 5678' never reads
 * '5678 1234 90 81+' and the punctuation around it stays in place; numbers (counts) need not be.
 */
const interpolate = (text: string, values: TranslateOptions = {}, rtl = false) =>
  text.replace(/{{\s*([\w.]+)\s*}}/g, (_, name: string) => {
    const value = values[name] ?? '';
    return rtl && typeof value === 'string' && value !== '' ? isolate(value) : String(value);
  });

/**
 * 'key', 'nested.key' or 'namespace:key'; with `count`, the plural form of the language
 * ('decision_few'), else key_other, else the key itself; then the same in English; else the
 * default value, else the key.
 */
function translate(
  language: Language,
  namespaces: readonly string[],
  key: string,
  optionsOrDefault?: TranslateOptions | string,
): string {
  const options = typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : optionsOrDefault;
  const colon = key.indexOf(':');
  // As react-i18next: the hook's first namespace, then 'common'; others by 'namespace:key'.
  const own = colon > 0 ? key.slice(0, colon) : (options?.ns ?? namespaces[0] ?? 'common');
  const path = colon > 0 ? key.slice(colon + 1) : key;
  const count = options?.count;
  for (const lng of language === fallbackLanguage ? [language] : [language, fallbackLanguage]) {
    const paths =
      typeof count === 'number'
        ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${pluralForm(lng, count)}`, `${path}_other`, path]
        : [path];
    for (const namespace of [own, 'common']) {
      for (const candidate of paths) {
        const text = lookup(lng, namespace, candidate);
        if (text !== undefined) return interpolate(text, options, directionOf(language) === 'rtl');
      }
    }
  }
  return options?.defaultValue !== undefined
    ? interpolate(options.defaultValue, options, directionOf(language) === 'rtl')
    : path;
}

const listeners = new Set<() => void>();

class Translations {
  /** The language shown; it changes once the new language's strings are loaded. */
  language: Language = fallbackLanguage;
  /**
   * Every namespace a page has asked for: a language switch loads them all before it shows. The
   * refusals' words (`errors`) are there from the start, so a failed call can be said at once.
   */
  private readonly used = new Set<string>(['common', 'errors']);
  private wanted: Language = fallbackLanguage;

  get resolvedLanguage(): Language {
    return this.language;
  }

  dir(language: Language = this.language): 'ltr' | 'rtl' {
    return directionOf(language);
  }

  hasLoaded(namespaces: readonly string[], language: Language = this.language): boolean {
    return namespaces.every((namespace) => loaded.has(`${language}/${namespace}`));
  }

  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.used.add(namespace);
    await Promise.all(list.map((namespace) => load(this.language, namespace)));
  }

  async changeLanguage(language: Language): Promise<void> {
    this.wanted = language;
    await Promise.all([...this.used].map((namespace) => load(language, namespace)));
    // A later choice made while this one loaded wins.
    if (this.wanted !== language || this.language === language) return;
    this.language = language;
    for (const listener of listeners) listener();
  }

  getFixedT(language: Language, namespaces: readonly string[]): TFunction {
    return (key, options) => translate(language, namespaces, key, options);
  }

  t: TFunction = (key, options) => translate(this.language, ['common'], key, options);
}

export const i18n = new Translations();
export type I18n = Translations;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `t` for the given namespaces (else 'common') in the current language, and the i18n object.
 * Suspends until the namespaces are loaded; re-renders when the language changes.
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const list = namespaces === undefined ? ['common'] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const names = list.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `names` stands for the list's content.
  const t = useMemo(() => i18n.getFixedT(language, list), [language, names]);
  if (!i18n.hasLoaded(list, language)) throw i18n.loadNamespaces(list);
  return { t, i18n };
}

/**
 * The language to start in (docs/decisions/047-the-first-readings-of-the-spec.md, 'Language detection'): a language prefix in the path
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

let initialised: Promise<void> | undefined;

/** Starts in the detected language in a browser, in `initialLanguage` when pre-rendering. */
export function initI18n(initialLanguage?: Language): Promise<void> {
  if (initialised) return initialised;
  const language = typeof window !== 'undefined' ? detectLanguage() : (initialLanguage ?? fallbackLanguage);
  initialised = i18n.changeLanguage(language);
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

/** Stores a choice in localStorage and in a cookie, so the server knows it too (docs/decisions/047-the-first-readings-of-the-spec.md). */
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
