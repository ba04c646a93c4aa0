import type { CaseReason } from '../../../core/case-reasons';
import type { Language } from '../../../core/languages';
import ar from '../../../locales/ar/reasons.json';
import de from '../../../locales/de/reasons.json';
import en from '../../../locales/en/reasons.json';
import es from '../../../locales/es/reasons.json';
import fr from '../../../locales/fr/reasons.json';
import it from '../../../locales/it/reasons.json';
import ja from '../../../locales/ja/reasons.json';
import pt from '../../../locales/pt/reasons.json';
import sv from '../../../locales/sv/reasons.json';
import zh from '../../../locales/zh/reasons.json';

/** The standard reasons' words (decision 038), from the web's own locale files (decision 027). */
const reasons: Record<Language, typeof en> = { ar, de, en, es, fr, it, ja, pt, sv, zh };

export const reasonTexts = (language: Language) => reasons[language] ?? en;

/** One reason in one language; typed so that a code without words in reasons.json fails to compile. */
export const reasonText = (language: Language, code: CaseReason) => {
  const codes: Record<CaseReason, string> = reasonTexts(language).codes;
  return codes[code];
};
