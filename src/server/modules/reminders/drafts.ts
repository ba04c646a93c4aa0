import { type ReminderDeps, remindDraftOwners, sendOnce } from './once';

/** A draft is nudged once it has been left this long unpaid, and not once it is older than the window. */
export const draftNudgeAfterDays = 3;
const draftNudgeWindowDays = 30;

const dayMs = 24 * 3600_000;

/**
 * A draft left unpaid for 3 days (issue #34): one nudge, for that save of the draft (a draft saved
 * again and left again may be nudged again). A payment deletes the draft, so a paid one is never
 * nudged. Reminders respect the address's switch and carry the one-click unsubscribe.
 */
export async function sendDraftNudges(deps: ReminderDeps): Promise<number> {
  const before = (days: number) => new Date(deps.now.getTime() - days * dayMs).toISOString();
  return remindDraftOwners(
    deps,
    { from: before(draftNudgeWindowDays), to: before(draftNudgeAfterDays) },
    (row, unsubscribe) =>
      sendOnce(
        deps.db,
        { key: `draft-unpaid:${row.user_id}:${row.saved_ms}`, kind: 'draft-unpaid' },
        {
          to: row.email,
          language: row.preferred_language,
          template: 'reminderDraft',
          headers: unsubscribe.headers,
          data: { firstName: row.first_name, applyUrl: `${deps.appUrl}/apply`, unsubscribeUrl: unsubscribe.url },
        },
      ),
  );
}
