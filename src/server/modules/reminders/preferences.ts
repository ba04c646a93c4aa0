import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, reminderOptOuts, users } from '../../db/schema';
import type { Recipient, UnsubscribeTokens } from './tokens';

/** Whether an address stopped reminders. */
export async function optedOut(db: Database, tokens: UnsubscribeTokens, email: string): Promise<boolean> {
  const rows = await db
    .select({ key: reminderOptOuts.emailKey })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.emailKey, tokens.addressKey(email)));
  return rows.length > 0;
}

/** Whether reminders go to this address (no opt-out row). */
export async function reminderPreference(db: Database, tokens: UnsubscribeTokens, email: string): Promise<boolean> {
  return !(await optedOut(db, tokens, email));
}

export async function setReminderPreference(db: Database, tokens: UnsubscribeTokens, email: string, enabled: boolean) {
  const emailKey = tokens.addressKey(email);
  if (enabled) await db.delete(reminderOptOuts).where(eq(reminderOptOuts.emailKey, emailKey));
  else await db.insert(reminderOptOuts).values({ emailKey }).onConflictDoNothing();
}

/** The one-click unsubscribe: the address the reminder went to stops reminders (nothing when it is erased). */
export async function stopRemindersFor(db: Database, tokens: UnsubscribeTokens, recipient: Recipient) {
  const [row] =
    recipient.kind === 'a'
      ? await db.select({ email: applications.email }).from(applications).where(eq(applications.id, recipient.id))
      : await db.select({ email: users.email }).from(users).where(eq(users.id, recipient.id));
  if (row?.email) await setReminderPreference(db, tokens, row.email, false);
}

/**
 * At start-up: opt-outs written before migration 0029 kept the address itself; each becomes its
 * key. Idempotent, so instances starting together do it safely.
 */
export async function sealOptOutAddresses(db: Database, tokens: UnsubscribeTokens) {
  const rows = await db
    .select({ email: reminderOptOuts.email })
    .from(reminderOptOuts)
    .where(isNotNull(reminderOptOuts.email));
  for (const { email } of rows) {
    if (!email) continue;
    await db.transaction(async (tx) => {
      await tx.delete(reminderOptOuts).where(eq(reminderOptOuts.email, email));
      await tx
        .insert(reminderOptOuts)
        .values({ emailKey: tokens.addressKey(email) })
        .onConflictDoNothing();
    });
  }
}
