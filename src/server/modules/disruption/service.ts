import { eq, isNull, sql } from 'drizzle-orm';
import { languageCodes } from '../../../core/languages';
import { type DisruptionUpdate, noDisruption, type PublicDisruption } from '../../../core/reminders';
import type { Database } from '../../db/client';
import { disruptions } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { type RequestContext, recordAudit } from '../../lib/audit';
import { mailTexts } from '../../lib/mail/texts';
import type { SessionUser } from '../../lib/sessions';

/**
 * A Home Office disruption (issue #34, decision 035): staff declare it with a notice per language
 * (the default text for any language not given) and end it. At most one is active (a unique index).
 */
const reminderTexts = mailTexts('reminders');

/** The default notice, in the ten languages. */
export const defaultDisruptionMessage = (): Record<string, string> =>
  Object.fromEntries(languageCodes.map((language) => [language, reminderTexts[language].defaultDisruption]));

export type DisruptionRow = typeof disruptions.$inferSelect;

export async function activeDisruption(db: Database): Promise<DisruptionRow | null> {
  const [row] = await db.select().from(disruptions).where(isNull(disruptions.endedAt));
  return row ?? null;
}

export const toPublicDisruption = (row: DisruptionRow | null): PublicDisruption =>
  row ? { active: true, since: row.startedAt.toISOString(), message: row.message } : noDisruption;

/**
 * Declares, changes or ends the disruption, audited (as a settings change naming 'disruption', so
 * the trail's list of actions stays as it is). Returns the state, and which disruption started or
 * ended, for the notices that follow the commit.
 */
export async function updateDisruption(
  db: Database,
  update: DisruptionUpdate,
  admin: SessionUser,
  context: RequestContext,
): Promise<{ disruption: PublicDisruption; started?: number; ended?: number }> {
  assertAdmin(admin);
  return db.transaction(async (tx) => {
    // One change at a time: two admins declaring at once would both find none and both insert.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('advena.disruption'))`);
    const [current] = await tx.select().from(disruptions).where(isNull(disruptions.endedAt)).for('update');
    const audit = (reason: string) =>
      recordAudit(tx, {
        actor: admin,
        action: 'settings.updated',
        target: { type: 'settings', id: null },
        details: { changed: ['disruption'], reason },
        context,
      });
    if (!update.active) {
      if (!current) return { disruption: noDisruption };
      await tx
        .update(disruptions)
        .set({ endedAt: new Date(), endedBy: admin.id })
        .where(eq(disruptions.id, current.id));
      await audit('disruption_ended');
      return { disruption: noDisruption, ended: current.id };
    }
    const message: Record<string, string> = {
      ...defaultDisruptionMessage(),
      ...(current?.message ?? {}),
      ...(update.message as Record<string, string> | undefined),
    };
    if (current) {
      const [row] = await tx.update(disruptions).set({ message }).where(eq(disruptions.id, current.id)).returning();
      await audit('disruption_changed');
      return { disruption: toPublicDisruption(row ?? null) };
    }
    const [row] = await tx.insert(disruptions).values({ message, startedBy: admin.id }).returning();
    await audit('disruption_started');
    return { disruption: toPublicDisruption(row ?? null), started: row?.id };
  });
}
