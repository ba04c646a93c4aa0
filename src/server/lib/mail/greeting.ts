import type { Language } from '../../../core/languages';

const named: Record<Language, (name: string) => string> = {
  en: (n) => `Hello ${n},`,
  fr: (n) => `Bonjour ${n},`,
  de: (n) => `Hallo ${n},`,
  es: (n) => `Hola, ${n}:`,
  zh: (n) => `${n}，您好：`,
  ar: (n) => `مرحبًا ${n}،`,
  sv: (n) => `Hej ${n},`,
  ja: (n) => `${n} 様`,
  pt: (n) => `Olá ${n},`,
  it: (n) => `Ciao ${n},`,
};
const anonymous: Record<Language, string> = {
  en: 'Hello,',
  fr: 'Bonjour,',
  de: 'Guten Tag,',
  es: 'Hola:',
  zh: '您好：',
  ar: 'مرحبًا،',
  sv: 'Hej,',
  ja: 'こんにちは。',
  pt: 'Olá,',
  it: 'Buongiorno,',
};

/** The opening line of every e-mail, with the first name when we have one. */
export function greet(language: Language, firstName?: string | null): string {
  const name = firstName?.trim();
  return name ? named[language](name) : anonymous[language];
}
