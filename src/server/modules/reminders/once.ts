import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { remindersSent } from '../../db/schema';
import { type EmailRequest, enqueueEmail } from '../../lib/mail/outbox';
import type { TemplateName } from '../../lib/mail/templates/index';
import { optedOut } from './preferences';
import { type Recipient, type UnsubscribeTokens, unsubscribeHeaders, unsubscribeUrl } from './tokens';

/** What every reminder's sender needs: the database, the public origin, the tokens and the clock. */
export interface ReminderDeps {
  db: Database;
  appUrl: string;
  tokens: UnsubscribeTokens;
  now: Date;
}

export interface OnceKey {
  /** Names the reminder: the same key is never sent twice, on any instance. */
  key: string;
  kind: string;
  applicationId?: string | null;
}

/**
 * Queues an e-mail once under its key: the key's row and the message are written in one
 * transaction, and a key another run (or instance) already wrote makes this a no-op. Returns
 * whether it was queued.
 */
export async function sendOnce<Name extends TemplateName>(
  db: Database,
  once: OnceKey,
  email: EmailRequest<Name>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(remindersSent)
      .values({ key: once.key, kind: once.kind, applicationId: once.applicationId ?? null })
      .onConflictDoNothing()
      .returning({ key: remindersSent.key });
    if (inserted.length === 0) return false;
    await enqueueEmail(tx, email);
    return true;
  });
}

/** Marks keys as done without an e-mail (a reminder overtaken by a nearer one). */
export async function markSent(db: Database, keys: OnceKey[]) {
  if (keys.length === 0) return;
  await db
    .insert(remindersSent)
    .values(keys.map((once) => ({ key: once.key, kind: once.kind, applicationId: once.applicationId ?? null })))
    .onConflictDoNothing();
}

/** A reminder's unsubscribe link and headers for its recipient. */
export function unsubscribeFor(deps: ReminderDeps, recipient: Recipient) {
  const url = unsubscribeUrl(deps.appUrl, deps.tokens.sign(recipient));
  return { url, headers: unsubscribeHeaders(url) };
}

/** An account with an unpaid draft, as the draft reminders select it. */
export interface DraftOwner {
  user_id: string;
  email: string;
  preferred_language: string | null;
  first_name: string | null;
  /** When the draft was last saved, in epoch milliseconds. */
  saved_ms: string;
}

/**
 * The owners of drafts saved in [from, to): each told once by `send` (which gets the one-click
 * unsubscribe address), unless their address stopped reminders. Returns how many were queued.
 */
export async function remindDraftOwners(
  deps: ReminderDeps,
  saved: { from: string; to: string },
  send: (owner: DraftOwner, unsubscribe: { url: string; headers: Record<string, string> }) => Promise<boolean>,
): Promise<number> {
  const result = (await deps.db.execute(sql`
    select s.user_id, u.email, u.preferred_language, u.first_name, (extract(epoch from s.last_saved) * 1000)::bigint::text as saved_ms
    from saved_progress s join users u on u.id = s.user_id
    where u.role = 'user' and s.last_saved > ${saved.from}::timestamptz and s.last_saved <= ${saved.to}::timestamptz
    order by s.last_saved`)) as unknown as { rows: DraftOwner[] };
  let queued = 0;
  for (const row of result.rows) {
    if (await optedOut(deps.db, deps.tokens, row.email)) continue;
    if (await send(row, unsubscribeFor(deps, { kind: 'u', id: row.user_id }))) queued++;
  }
  return queued;
}
