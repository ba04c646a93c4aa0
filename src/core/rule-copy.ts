import { formatNumber, intlLocaleOf } from './format';
import {
  maxUploadMegabytes,
  minPhotoSize,
  passportWarningMonths,
  reviewPromiseHours,
  urgentTravelHours,
} from './limits';

/**
 * The numbers of our rules that the copy names (decision 041): a text writes `{{reviewHours}}`,
 * never '24-48 hours', and every text is read with these values in its language already in place:
 * the locale files the build serves (vite.config.ts), the ones development, tests and the
 * pre-renderer import (web/lib/i18n.ts), the e-mails' (server/lib/mail/texts.ts) and the
 * receipt's, so every page, pre-rendered or live, and every e-mail says the constant's number.
 * Hours carry Intl's own unit words (plural forms, '24–48 Stunden', '24～48 時間'); sizes and pixels
 * are numbers beside the unit the translation writes.
 */
const hours = (language: string, unitDisplay: 'long' | 'short' = 'long') =>
  new Intl.NumberFormat(intlLocaleOf(language), { style: 'unit', unit: 'hour', unitDisplay });

export const ruleCopyValues: Record<string, (language: string) => string> = {
  /** Our review promise, as a range in the language's own form: '24–48 hours', '24 - 48 horas'. */
  reviewHours: (language) => hours(language).formatRange(reviewPromiseHours.soonest, reviewPromiseHours.latest),
  /** A trip closer than this may not wait for our review: '72 hours'. */
  urgentHours: (language) => hours(language).format(urgentTravelHours),
  /** The same in a badge: '72 hrs', '72 Std.'. */
  urgentHoursShort: (language) => hours(language, 'short').format(urgentTravelHours),
  /** The upload limit in megabytes, the unit written by the text: '{{maxMb}} MB', '{{maxMb}} Mo'. */
  maxMb: (language) => formatNumber(maxUploadMegabytes, language),
  /** A passport expiring sooner than this is warned about: '6 months', '6 Monate', '6 أشهر'. */
  passportMonths: (language) =>
    new Intl.NumberFormat(intlLocaleOf(language), { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(
      passportWarningMonths,
    ),
  minWidth: (language) => formatNumber(minPhotoSize.width, language),
  minHeight: (language) => formatNumber(minPhotoSize.height, language),
};

/** The value of a rule's placeholder in a language, or undefined for any other name. */
export const ruleCopyValue = (name: string, language: string): string | undefined =>
  Object.hasOwn(ruleCopyValues, name) ? ruleCopyValues[name]?.(language) : undefined;

/** Every text of a locale file (or a part of one) with the rules' numbers filled in the language. */
export function withRuleNumbers<T>(value: T, language: string): T {
  if (typeof value === 'string')
    return value.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => ruleCopyValue(name, language) ?? whole) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withRuleNumbers(inner, language)])) as T;
}
