import type { Language } from '../../../core/languages';
import { withRuleNumbers } from '../../../core/rule-copy';
import arMail from '../../../locales/ar/mail.json';
import deMail from '../../../locales/de/mail.json';
import enMail from '../../../locales/en/mail.json';
import esMail from '../../../locales/es/mail.json';
import frMail from '../../../locales/fr/mail.json';
import itMail from '../../../locales/it/mail.json';
import jaMail from '../../../locales/ja/mail.json';
import ptMail from '../../../locales/pt/mail.json';
import svMail from '../../../locales/sv/mail.json';
import zhMail from '../../../locales/zh/mail.json';

/**
 * The e-mails' words, from the same locale files as the web's (src/locales/<language>/mail.json):
 * a word is translated once, for both (decision 027).
 */
const mail = {
  ar: arMail,
  de: deMail,
  en: enMail,
  es: esMail,
  fr: frMail,
  it: itMail,
  ja: jaMail,
  pt: ptMail,
  sv: svMail,
  zh: zhMail,
};

export type MailTemplateName = keyof typeof enMail;
/** One e-mail's words in one language. */
export type MailTextsOf<Name extends MailTemplateName> = (typeof enMail)[Name];

/** One e-mail's words in every language, the rules' numbers ('24–48 hours') already in place. */
export function mailTexts<Name extends MailTemplateName>(name: Name): Record<Language, MailTextsOf<Name>> {
  return Object.fromEntries(
    Object.entries(mail).map(([language, texts]) => [language, withRuleNumbers(texts[name], language)]),
  ) as Record<Language, MailTextsOf<Name>>;
}

/** Fills an e-mail text's {{placeholders}}. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
