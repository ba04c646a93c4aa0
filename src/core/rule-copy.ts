import { cached, formatNumber, intlLocaleOf } from './format';
import { maxUploadMegabytes, minPhotoSize, reviewPromiseHours, urgentTravelHours } from './limits';

/**
 * The numbers of our rules that the copy names (decision 041): a text writes `{{reviewHours}}`,
 * never '24-48 hours', and every text gets these values in the reader's language, filled by the
 * web's `t` (web/lib/i18n.ts) and the e-mails' `fill` (server/lib/mail/texts.ts), so pre-rendered
 * pages, the live site and the e-mails say the constant's number. A value the caller passes wins.
 * Hours carry Intl's own unit words (plural forms, '24–48 Stunden', '24～48 時間'); sizes and pixels
 * are numbers beside the unit the translation writes.
 */
const hours = (language: string, unitDisplay: 'long' | 'short' = 'long') => {
  const locale = intlLocaleOf(language);
  return cached(
    `hours:${locale}:${unitDisplay}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay }),
  );
};

export const ruleCopyValues: Record<string, (language: string) => string> = {
  /** Our review promise, as a range in the language's own form: '24–48 hours', '24 - 48 horas'. */
  reviewHours: (language) => hours(language).formatRange(reviewPromiseHours.soonest, reviewPromiseHours.latest),
  /** A trip closer than this may not wait for our review: '72 hours'. */
  urgentHours: (language) => hours(language).format(urgentTravelHours),
  /** The same in a badge: '72 hrs', '72 Std.'. */
  urgentHoursShort: (language) => hours(language, 'short').format(urgentTravelHours),
  /** The upload limit in megabytes, the unit written by the text: '{{maxMb}} MB', '{{maxMb}} Mo'. */
  maxMb: (language) => formatNumber(maxUploadMegabytes, language),
  minWidth: (language) => formatNumber(minPhotoSize.width, language),
  minHeight: (language) => formatNumber(minPhotoSize.height, language),
};

/** The value of a rule's placeholder in a language, or undefined for any other name. */
export const ruleCopyValue = (name: string, language: string): string | undefined =>
  Object.hasOwn(ruleCopyValues, name) ? ruleCopyValues[name]?.(language) : undefined;
