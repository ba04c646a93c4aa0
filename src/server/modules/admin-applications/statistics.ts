import { sql } from 'drizzle-orm';
import { type AdminStatistics, formatProcessingTime } from '../../../core/admin-statistics';
import type { Database } from '../../db/client';
import { iso, rowsOf } from '../../lib/sql';

import { countWithoutSearch } from './counters';

const percentChange = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

/** The dashboard figures, each computed in SQL with an index (admin spec §2 'Dashboard', §3). */
export async function getStatistics(db: Database): Promise<AdminStatistics> {
  const [{ counters }, periods, countries, average, trend, activity, feePeriods] = await Promise.all([
    countWithoutSearch(db, { sort: 'createdAt', order: 'desc' }),
    rowsOf<Record<string, number>>(
      db.execute(sql`select
        (select coalesce(sum(count), 0) from user_counts where role = 'user')::int as users,
        (select coalesce(sum(count), 0) from application_day_counts
          where day > (now() at time zone 'UTC')::date - 30)::int as apps_now,
        (select coalesce(sum(count), 0) from application_day_counts
          where day > (now() at time zone 'UTC')::date - 60 and day <= (now() at time zone 'UTC')::date - 30)::int as apps_before,
        (select coalesce(sum(count), 0) from user_day_counts
          where role = 'user' and day > (now() at time zone 'UTC')::date - 30)::int as users_now,
        (select coalesce(sum(count), 0) from user_day_counts
          where role = 'user' and day > (now() at time zone 'UTC')::date - 60
            and day <= (now() at time zone 'UTC')::date - 30)::int as users_before`),
    ),
    rowsOf<{ country: string; count: number }>(
      db.execute(sql`select nationality as country, sum(count)::int as count from application_counts
        group by nationality having sum(count) > 0 order by sum(count) desc, nationality limit 5`),
    ),
    // From 'submitted' to the decision, over the latest 1,000 decisions (a bounded, rolling figure).
    rowsOf<{ hours: number | null }>(
      db.execute(sql`select avg(extract(epoch from d.created_at - s.created_at) / 3600)::float8 as hours
        from (select * from (
                (select application_id, created_at from application_events
                  where type = 'status_changed' and to_status = 'approved' order by created_at desc nulls last limit 1000)
                union all
                (select application_id, created_at from application_events
                  where type = 'status_changed' and to_status = 'rejected' order by created_at desc nulls last limit 1000)
                union all
                (select application_id, created_at from application_events
                  where type = 'status_changed' and to_status = 'partly_approved' order by created_at desc nulls last limit 1000)
              ) decisions order by created_at desc limit 1000) d
        join lateral (select created_at from application_events e
              where e.application_id = d.application_id and e.type = 'submitted'
              order by created_at limit 1) s on true`),
    ),
    rowsOf<{ day: string; count: number }>(
      db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, coalesce(c.count, 0)::int as count
        from generate_series((now() at time zone 'UTC')::date - 6, (now() at time zone 'UTC')::date, interval '1 day') day
        left join (select day as d, sum(count) as count from application_day_counts
                   where day >= (now() at time zone 'UTC')::date - 6 group by 1) c on c.d = day::date
        order by day`),
    ),
    rowsOf<{ type: AdminStatistics['recentActivity'][number]['type']; at: string; who: string; ref: string | null }>(
      db.execute(sql`select * from (
        (select 'application_submitted' as type, e.created_at as at,
                a.first_name || ' ' || a.last_name as who, a.reference_number as ref
           from application_events e join applications a on a.id = e.application_id
          where e.type = 'submitted' order by e.created_at desc nulls last limit 10)
        union all
        (select 'application_approved', e.created_at, a.first_name || ' ' || a.last_name, a.reference_number
           from application_events e join applications a on a.id = e.application_id
          where e.type = 'status_changed' and e.to_status = 'approved' order by e.created_at desc nulls last limit 10)
        union all
        (select 'application_partly_approved', e.created_at, a.first_name || ' ' || a.last_name, a.reference_number
           from application_events e join applications a on a.id = e.application_id
          where e.type = 'status_changed' and e.to_status = 'partly_approved' order by e.created_at desc nulls last limit 10)
        union all
        (select 'application_rejected', e.created_at, a.first_name || ' ' || a.last_name, a.reference_number
           from application_events e join applications a on a.id = e.application_id
          where e.type = 'status_changed' and e.to_status = 'rejected' order by e.created_at desc nulls last limit 10)
        union all
        (select 'user_registered', created_at,
                coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email::text), null
           from users where role = 'user' order by created_at desc nulls last limit 10)
        union all
        (select 'support_request', created_at, name, application_reference
           from contact_messages order by created_at desc nulls last limit 10)
      ) activity order by at desc limit 10`),
    ),
    revenueByFeePeriod(db),
  ]);
  const period = periods[0] ?? {};
  const hours = average[0]?.hours == null ? null : Number(average[0].hours);
  const decided = counters.approved + counters.partly_approved + counters.rejected;
  return {
    totalApplications: counters.total,
    pendingApplications: counters.pending,
    processingApplications: counters.processing,
    approvedApplications: counters.approved,
    partlyApprovedApplications: counters.partly_approved,
    rejectedApplications: counters.rejected,
    totalUsers: Number(period.users ?? 0),
    applicationCompletionRate: counters.total ? Math.round((decided / counters.total) * 1000) / 10 : 0,
    averageProcessingTime: formatProcessingTime(hours),
    averageProcessingHours: hours === null ? null : Math.round(hours * 10) / 10,
    applicationsChange: percentChange(Number(period.apps_now ?? 0), Number(period.apps_before ?? 0)),
    usersChange: percentChange(Number(period.users_now ?? 0), Number(period.users_before ?? 0)),
    applicationsByCountry: countries.map((row) => ({ country: row.country, count: Number(row.count) })),
    recentActivity: activity.map((row) => ({ type: row.type, date: iso(row.at), user: row.who, reference: row.ref })),
    applicationTrend: trend.map((row) => ({ date: row.day, count: Number(row.count) })),
    revenueByFeePeriod: feePeriods,
  };
}

/**
 * The fee periods that have started, newest first, with their totals kept by migration 0031's
 * trigger. Started by the server's clock, as the prices are (decision 037).
 */
async function revenueByFeePeriod(db: Database, now = new Date()): Promise<AdminStatistics['revenueByFeePeriod']> {
  const rows = await rowsOf<Record<string, string | number | null>>(
    db.execute(sql`select * from (
        select f.effective_from, lead(f.effective_from) over (order by f.effective_from) as until,
          f.price_pence, f.government_fee_pence, coalesce(t.applications, 0) as applications,
          coalesce(t.travellers, 0) as travellers, coalesce(t.revenue_pence, 0) as revenue,
          coalesce(t.government_fees_pence, 0) as government_fees
        from fee_changes f left join fee_period_totals t on t.fee_change_id = f.id
        where f.withdrawn_at is null and f.effective_from <= ${now.toISOString()}
      ) periods order by effective_from desc limit 12`),
  );
  return rows.map((row) => ({
    effectiveFrom: iso(row.effective_from),
    until: row.until === null ? null : iso(row.until),
    pricePence: Number(row.price_pence),
    governmentFeePence: Number(row.government_fee_pence),
    applications: Number(row.applications),
    travellers: Number(row.travellers),
    revenuePence: Number(row.revenue),
    governmentFeesPence: Number(row.government_fees),
  }));
}
