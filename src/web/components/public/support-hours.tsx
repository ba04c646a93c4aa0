import { supportHours, supportLanguages } from '../../../core/default-settings';
import type { TFunction } from '../../lib/i18n';

const aMonday = Date.UTC(2024, 0, 1);
const dayMs = 86_400_000;

const weekday = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(aMonday + (day - 1) * dayMs);

function clock(time: string, language: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    aMonday + (hours * 60 + minutes) * 60_000,
  );
}

/** 'Monday to Friday, 9:00 AM–5:00 PM UK time' in the reader's language and clock (contact namespace). */
export function supportHoursText(t: TFunction, language: string): string {
  return t('info.hoursLine', {
    firstDay: weekday(supportHours.firstDay, language),
    lastDay: weekday(supportHours.lastDay, language),
    opens: clock(supportHours.opens, language),
    closes: clock(supportHours.closes, language),
  });
}

/** The languages support answers in, named and listed in the reader's language. */
export function supportLanguagesText(language: string): string {
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    supportLanguages.map((code) => names.of(code) ?? code),
  );
}
