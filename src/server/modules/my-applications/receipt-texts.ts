import type { Language } from '../../../core/languages';
import { systemRefundReasonOf } from '../../../core/refunds';
import { withRuleNumbers } from '../../../core/rule-copy';
import ar from '../../../locales/ar/receipt.json';
import de from '../../../locales/de/receipt.json';
import en from '../../../locales/en/receipt.json';
import es from '../../../locales/es/receipt.json';
import fr from '../../../locales/fr/receipt.json';
import it from '../../../locales/it/receipt.json';
import ja from '../../../locales/ja/receipt.json';
import pt from '../../../locales/pt/receipt.json';
import sv from '../../../locales/sv/receipt.json';
import zh from '../../../locales/zh/receipt.json';

/**
 * The receipt's words in each language: the `receipt` namespace of the locale files, with the
 * numbers of our rules ('24–48 hours') in place (decision 041).
 */
const texts = Object.fromEntries(
  Object.entries({ ar, de, en, es, fr, it, ja, pt, sv, zh }).map(([language, words]) => [
    language,
    withRuleNumbers(words, language),
  ]),
) as Record<Language, typeof en>;

type Key = Exclude<keyof typeof en, 'processingType' | 'refundReasons'>;

/** A receipt text with its {{placeholders}} filled in. */
export function receiptText(language: Language, key: Key, values: Record<string, string | number> = {}): string {
  const template = texts[language][key];
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
}

export function processingName(language: Language, type: string): string {
  const names = texts[language].processingType as Record<string, string>;
  return names[type] ?? type;
}

/** A refund's reason in the reader's language when the service gave it; staff's own words as written. */
export function refundReasonText(language: Language, reason: string): string {
  const key = systemRefundReasonOf(reason);
  return key ? texts[language].refundReasons[key] : reason;
}
