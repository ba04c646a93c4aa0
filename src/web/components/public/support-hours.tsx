import { type SupportChannel, supportChannels, supportHours, supportLanguages } from '../../../core/default-settings';
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
function hoursText(t: TFunction, language: string, channel: SupportChannel): string {
  const hours = supportHours[channel];
  return t('info.hoursLine', {
    firstDay: weekday(hours.firstDay, language),
    lastDay: weekday(hours.lastDay, language),
    opens: clock(hours.opens, language),
    closes: clock(hours.closes, language),
  });
}

/** The hours of each channel, one line each; the contact and support pages show the same. */
export function SupportHoursLines({ t, language }: { t: TFunction; language: string }) {
  return (
    // A list, not styled spans: the lines stay apart before the stylesheet arrives and for a screen reader.
    <ul data-testid="support-hours" className="grid gap-1">
      {supportChannels.map((channel) => (
        <li key={channel}>{t(`info.hoursByChannel.${channel}`, { hours: hoursText(t, language, channel) })}</li>
      ))}
    </ul>
  );
}

/** The languages support answers in, named and listed in the reader's language. */
export function supportLanguagesText(language: string): string {
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    supportLanguages.map((code) => names.of(code) ?? code),
  );
}
