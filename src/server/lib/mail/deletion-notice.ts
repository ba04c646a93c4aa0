import { intlLocaleOf } from '../../../core/format';
import type { Language } from '../../../core/languages';
import { fill, mailTexts } from './texts';

const texts = mailTexts('deletionNotice');

/**
 * 'Your documents will be deleted on {date}' (decision 016), the day (YYYY-MM-DD, UTC) written out
 * in the reader's locale (English as British English, Portuguese as European); nothing while the
 * date is not known yet.
 */
export function deletionNotice(language: Language, day: string | null | undefined): string[] {
  if (!day) return [];
  const date = new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  return [fill(texts[language].sentence, { date })];
}
