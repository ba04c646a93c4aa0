import { sql } from 'drizzle-orm';
import { officialEtaUrl, openStatuses, urgentTravelHours } from '../../../core/admin-queue';
import { isoDay } from '../../../core/calendar';
import { closedCaseStatuses } from '../../../core/cases';
import { nextDay } from '../../../core/time-zones';
import type { Database } from '../../db/client';
import { sqlList } from '../../lib/sql';
import { type ReminderDeps, sendOnce } from './once';

/** An application with a traveller the Home Office has not decided, arriving within 72 hours. */
export interface UndecidedTrip {
  application_id: string;
  reference_number: string;
  email: string;
  language: string | null;
  first_name: string;
  arrival_date: string;
  travellers: string[];
}

/** The last UK day a trip may start on and still be within 72 hours of `now`. */
const lastDayWithin72Hours = (now: Date) => {
  let day = isoDay('Europe/London', now);
  for (let index = 0; index < urgentTravelHours / 24; index++) day = nextDay(day);
  return day;
};

/**
 * Paid, live applications arriving from today to three days ahead (UK dates) with a traveller whose
 * case is not decided (granted, refused or cancelled), and those travellers' names.
 */
export async function undecidedTripsWithin72Hours(db: Database, now: Date): Promise<UndecidedTrip[]> {
  const today = isoDay('Europe/London', now);
  const result = (await db.execute(sql`
    select a.id as application_id, a.reference_number, a.email, a.language, a.first_name, a.arrival_date::text as arrival_date,
      array_agg(case when c.traveller_index = 0 then a.first_name || ' ' || a.last_name
        else (a.additional_applicants -> (c.traveller_index - 1) ->> 'firstName') || ' ' ||
          (a.additional_applicants -> (c.traveller_index - 1) ->> 'lastName') end order by c.traveller_index) as travellers
    from applications a join traveller_cases c on c.application_id = a.id
    where a.paid_at is not null and a.personal_data_erased_at is null and a.email <> ''
      and a.status in ${sqlList(openStatuses)}
      and a.arrival_date between ${today}::date and ${lastDayWithin72Hours(now)}::date
      and c.status not in ${sqlList(closedCaseStatuses)}
    group by a.id
    order by a.arrival_date, a.id`)) as unknown as { rows: UndecidedTrip[] };
  return result.rows;
}

/**
 * A trip within 72 hours with a traveller still undecided (issue #34): the traveller is told once
 * where it stands and that the official app is there if they cannot wait. A message about a live
 * application: it goes whatever the reminder switch says (decision 035). Staff see the queue's flag.
 */
export async function sendTripSoonNotices(deps: ReminderDeps): Promise<number> {
  let queued = 0;
  for (const trip of await undecidedTripsWithin72Hours(deps.db, deps.now)) {
    const sent = await sendOnce(
      deps.db,
      { key: `trip-72h:${trip.application_id}`, kind: 'trip-72h', applicationId: trip.application_id },
      {
        to: trip.email,
        language: trip.language,
        template: 'reminderTripSoon',
        data: {
          firstName: trip.first_name,
          reference: trip.reference_number,
          arrivalDate: trip.arrival_date,
          travellers: trip.travellers,
          officialUrl: officialEtaUrl,
        },
      },
    );
    if (sent) queued++;
  }
  return queued;
}
