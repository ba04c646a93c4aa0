import { sql } from 'drizzle-orm';
import { optedOut, type ReminderDeps, sendOnce, unsubscribeFor } from './once';

/** A draft is nudged once it has been left this long unpaid, and not once it is older than the window. */
export const draftNudgeAfterDays = 3;
const draftNudgeWindowDays = 30;

interface DraftRow {
  user_id: string;
  email: string;
  preferred_language: string | null;
  first_name: string | null;
  saved_ms: string;
}

/**
 * A draft left unpaid for 3 days (issue #34): one nudge, for that save of the draft (a draft saved
 * again and left again may be nudged again). A payment deletes the draft, so a paid one is never
 * nudged. Reminders respect the address's switch and carry the one-click unsubscribe.
 */
export async function sendDraftNudges(deps: ReminderDeps): Promise<number> {
  const result = (await deps.db.execute(sql`
    select s.user_id, u.email, u.preferred_language, u.first_name, (extract(epoch from s.last_saved) * 1000)::bigint::text as saved_ms
    from saved_progress s join users u on u.id = s.user_id
    where u.role = 'user'
      and s.last_saved <= ${deps.now.toISOString()}::timestamptz - make_interval(days => ${draftNudgeAfterDays})
      and s.last_saved > ${deps.now.toISOString()}::timestamptz - make_interval(days => ${draftNudgeWindowDays})
    order by s.last_saved`)) as unknown as { rows: DraftRow[] };
  let queued = 0;
  for (const row of result.rows) {
    if (await optedOut(deps.db, row.email)) continue;
    const { url, headers } = unsubscribeFor(deps, { kind: 'u', id: row.user_id });
    const sent = await sendOnce(
      deps.db,
      { key: `draft-unpaid:${row.user_id}:${row.saved_ms}`, kind: 'draft-unpaid' },
      {
        to: row.email,
        language: row.preferred_language,
        template: 'reminderDraft',
        headers,
        data: { firstName: row.first_name, applyUrl: `${deps.appUrl}/apply`, unsubscribeUrl: url },
      },
    );
    if (sent) queued++;
  }
  return queued;
}
