import type { Language } from '../../../core/languages';
import { fill, mailTexts } from './texts';

const texts = mailTexts('greeting');

/** The opening line of every e-mail, with the first name when we have one. */
export function greet(language: Language, firstName?: string | null): string {
  const name = firstName?.trim();
  return name ? fill(texts[language].named, { name }) : texts[language].anonymous;
}
