import { sql } from 'drizzle-orm';
import { officialEtaUrl } from '../../../core/admin-queue';
import { closedCaseStatuses } from '../../../core/cases';
import { isLanguage } from '../../../core/languages';
import { sqlList } from '../../lib/sql';
import { activeDisruption } from '../disruption/service';
import { type ReminderDeps, sendOnce } from './once';
import { undecidedTripsWithin72Hours } from './trip-soon';

const noticeKind = 'disruption';

/**
 * While a disruption is active, every traveller with an undecided case arriving within 72 hours is
 * told once, with the official app as the fallback: at once when it is declared, and the others when
 * their trip comes within 72 hours (each run of the reminders job). About a live application, so it
 * goes whatever the reminder switch says.
 */
export async function sendDisruptionNotices(deps: ReminderDeps): Promise<number> {
  const disruption = await activeDisruption(deps.db);
  if (!disruption) return 0;
  let queued = 0;
  for (const trip of await undecidedTripsWithin72Hours(deps.db, deps.now)) {
    const language = isLanguage(trip.language) ? trip.language : 'en';
    const sent = await sendOnce(
      deps.db,
      {
        key: `${noticeKind}:${disruption.id}:${trip.application_id}`,
        kind: noticeKind,
        applicationId: trip.application_id,
      },
      {
        to: trip.email,
        language,
        template: 'disruptionStarted',
        data: {
          firstName: trip.first_name,
          reference: trip.reference_number,
          arrivalDate: trip.arrival_date,
          travellers: trip.travellers,
          message: disruption.message[language] ?? disruption.message.en ?? '',
          officialUrl: officialEtaUrl,
        },
      },
    );
    if (sent) queued++;
  }
  return queued;
}

interface ToldRow {
  application_id: string;
  reference_number: string;
  email: string;
  language: string | null;
  first_name: string;
}

/** Ending a disruption tells, once, those who were told of it and still wait for a decision. */
export async function sendDisruptionEndNotices(deps: ReminderDeps, disruptionId: number): Promise<number> {
  const result = (await deps.db.execute(sql`
    select a.id as application_id, a.reference_number, a.email, a.language, a.first_name
    from reminders_sent r join applications a on a.id = r.application_id
    where r.key = ${noticeKind} || ':' || ${disruptionId} || ':' || a.id::text
      and a.personal_data_erased_at is null and a.email <> ''
      and exists (select 1 from traveller_cases c where c.application_id = a.id
        and c.status not in ${sqlList(closedCaseStatuses)})
    order by a.id`)) as unknown as { rows: ToldRow[] };
  let queued = 0;
  for (const row of result.rows) {
    const sent = await sendOnce(
      deps.db,
      {
        key: `disruption-end:${disruptionId}:${row.application_id}`,
        kind: 'disruption-end',
        applicationId: row.application_id,
      },
      {
        to: row.email,
        language: row.language,
        template: 'disruptionEnded',
        data: { firstName: row.first_name, reference: row.reference_number },
      },
    );
    if (sent) queued++;
  }
  return queued;
}
