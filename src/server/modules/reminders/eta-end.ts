import { sql } from 'drizzle-orm';
import { isoDay } from '../../../core/calendar';
import { isLanguage } from '../../../core/languages';
import { dueEtaEndNotice, etaEndDay, etaEndNoticeDays } from '../../../core/reminders';
import { localizedPath } from '../../../core/routes';
import { markSent, type ReminderDeps, sendOnce, unsubscribeFor } from './once';
import { optedOut } from './preferences';

/** The wizard in the reader's language ('/apply' in English, '/de/apply' in German). */
const applyPath = (language: string | null) =>
  isLanguage(language) && language !== 'en' ? localizedPath('/apply', language) : '/apply';

interface GrantedRow {
  application_id: string;
  traveller_index: number;
  decision_date: string;
  email: string;
  language: string | null;
  first_name: string;
  last_name: string;
  passport_expiry_date: string | null;
  additional_applicants: { firstName?: string; lastName?: string; passportExpiryDate?: string }[];
}

/**
 * The ETA's end, 60 and 14 days before (issue #34): for every granted traveller whose answers we
 * still hold, the end is two years from the grant or the passport's expiry, whichever first. A due
 * reminder not yet sent goes now while the end is ahead; when both are due (the 60-day one was
 * missed), only the nearer goes and the other is marked done. Returns how many were queued.
 */
export async function sendEtaEndReminders(deps: ReminderDeps): Promise<number> {
  const today = isoDay('Europe/London', deps.now);
  const horizon = Math.max(...etaEndNoticeDays) + 1;
  const result = (await deps.db.execute(sql`
    select c.application_id, c.traveller_index, c.decision_date::text as decision_date, a.email, a.language,
      a.first_name, a.last_name, a.passport_expiry_date::text as passport_expiry_date, a.additional_applicants
    from traveller_cases c join applications a on a.id = c.application_id
    where c.status = 'granted' and c.decision_date is not null and a.personal_data_erased_at is null
      and a.email <> '' and c.decision_date > ${today}::date - interval '2 years 1 day'
      and (c.decision_date + interval '2 years' <= ${today}::date + ${horizon}::int
        or coalesce(case when c.traveller_index = 0 then a.passport_expiry_date
          else (a.additional_applicants -> (c.traveller_index - 1) ->> 'passportExpiryDate')::date end,
          'infinity'::date) <= ${today}::date + ${horizon}::int)
    order by c.application_id, c.traveller_index`)) as unknown as { rows: GrantedRow[] };

  let queued = 0;
  for (const row of result.rows) {
    const traveller =
      row.traveller_index === 0
        ? { firstName: row.first_name, lastName: row.last_name, passportExpiryDate: row.passport_expiry_date }
        : row.additional_applicants[row.traveller_index - 1];
    if (!traveller) continue;
    const endDay = etaEndDay(row.decision_date, traveller.passportExpiryDate);
    const due = dueEtaEndNotice(endDay, today);
    if (!due) continue;
    const keyOf = (days: number) => ({
      key: `eta-end-${days}:${row.application_id}:${row.traveller_index}:${endDay}`,
      kind: `eta-end-${days}`,
      applicationId: row.application_id,
    });
    if (await optedOut(deps.db, deps.tokens, row.email)) continue;
    const { url, headers } = unsubscribeFor(deps, { kind: 'a', id: row.application_id });
    const sent = await sendOnce(deps.db, keyOf(due), {
      to: row.email,
      language: row.language,
      template: 'reminderEtaEnd',
      headers,
      data: {
        firstName: row.first_name,
        travellerName: `${traveller.firstName ?? ''} ${traveller.lastName ?? ''}`.trim(),
        endDay,
        endsWithPassport: endDay === traveller.passportExpiryDate,
        // Apply again for this traveller: the wizard fills their name, birth date and nationality.
        applyUrl: `${deps.appUrl}${applyPath(row.language)}?again=${row.application_id}&traveller=${row.traveller_index}`,
        unsubscribeUrl: url,
      },
    });
    if (sent) queued++;
    // A farther reminder not sent yet is overtaken by this one.
    await markSent(deps.db, etaEndNoticeDays.filter((days) => days > due).map(keyOf));
  }
  return queued;
}
