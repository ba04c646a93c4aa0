/** The ten interface languages, in the order the language menu lists them. */
export const languages = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'sv', name: 'Svenska', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
] as const;

export type Language = (typeof languages)[number]['code'];

export const fallbackLanguage: Language = 'en';
export const languageCodes = languages.map((language) => language.code) as Language[];

/** Where the chosen language is remembered: localStorage and a cookie of the same name (docs/decisions/047-the-first-readings-of-the-spec.md). */
export const languageStorageKey = 'i18nextLng';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageCodes as string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Picks a supported language from a tag such as 'fr-CA' or an Accept-Language header. */
export function matchLanguage(tags: string | null | undefined): Language | undefined {
  if (!tags) return undefined;
  for (const part of tags.split(',')) {
    const base = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** Which plural form a count takes in a language ('one', 'few', 'other' …; Arabic has six). */
export function pluralForm(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}
