import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, reminderOptOuts, users } from '../../db/schema';
import type { Recipient } from './tokens';

/** Whether reminders go to this address (no opt-out row). */
export async function reminderPreference(db: Database, email: string): Promise<boolean> {
  const rows = await db.select().from(reminderOptOuts).where(sql`${reminderOptOuts.email} = ${email}`);
  return rows.length === 0;
}

export async function setReminderPreference(db: Database, email: string, enabled: boolean) {
  if (enabled) await db.delete(reminderOptOuts).where(sql`${reminderOptOuts.email} = ${email}`);
  else await db.insert(reminderOptOuts).values({ email }).onConflictDoNothing();
}

/** The one-click unsubscribe: the address the reminder went to stops reminders (nothing when it is erased). */
export async function stopRemindersFor(db: Database, recipient: Recipient) {
  const [row] =
    recipient.kind === 'a'
      ? await db.select({ email: applications.email }).from(applications).where(eq(applications.id, recipient.id))
      : await db.select({ email: users.email }).from(users).where(eq(users.id, recipient.id));
  if (row?.email) await setReminderPreference(db, row.email, false);
}
