import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type FailedEmail, failedEmailsPageSize, resendMessages } from '../../../core/admin-emails';
import { refusalCodes } from '../../../core/errors';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { type RequestContext, recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { carriesSecret } from '../../lib/mail/templates/index';
import type { SessionUser } from '../../lib/sessions';
import { iso, isoOrNull } from '../../lib/sql';

type OutboxRow = typeof emailOutbox.$inferSelect;

/** A code's e-mail loses its body when it fails (worker.ts): there is nothing left to send. */
const bodyErased = (row: Pick<OutboxRow, 'template' | 'html' | 'text'>) =>
  carriesSecret(row.template) && row.html === '' && row.text === '';

function itemOf(row: OutboxRow): FailedEmail {
  return {
    id: String(row.id),
    toAddress: row.toAddress,
    subject: row.subject,
    template: row.template,
    reason: row.lastError,
    attempts: row.attempts,
    createdAt: iso(row.createdAt),
    failedAt: isoOrNull(row.failedAt),
    resendable: !bodyErased(row),
  };
}

/**
 * GET /api/admin/emails/failed: the e-mails the outbox gave up on, latest failure first, a page
 * at a time from the partial index on (failed_at, id). The list names recipients: a staff read.
 */
export async function listFailedEmails(db: Database, page: number, admin: SessionUser, context: RequestContext) {
  assertAdmin(admin);
  const failed = eq(emailOutbox.status, 'failed');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(failed)
      .orderBy(sql`${emailOutbox.failedAt} desc nulls last`, desc(emailOutbox.id))
      .limit(failedEmailsPageSize)
      .offset((page - 1) * failedEmailsPageSize),
    db.select({ value: count() }).from(emailOutbox).where(failed),
  ]);
  await recordAudit(db, { action: 'emails.failed_viewed', actor: admin, context, details: { rowCount: rows.length } });
  return { items: rows.map(itemOf), total: total?.value ?? 0 };
}

/**
 * POST /api/admin/emails/{id}/resend: puts a failed e-mail back in the outbox with fresh tries.
 * Only a failed one: an e-mail already sent, or already waiting, is refused (409) and unchanged.
 */
export async function resendFailedEmail(db: Database, id: number, admin: SessionUser, context: RequestContext) {
  assertAdmin(admin);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
    if (!row) throw notFound(resendMessages.notFound, refusalCodes.emailNotFound);
    if (row.status === 'sent') throw conflict(resendMessages.alreadySent, refusalCodes.emailAlreadySent);
    if (row.status === 'pending') throw conflict(resendMessages.alreadyQueued, refusalCodes.emailAlreadyQueued);
    if (bodyErased(row)) throw conflict(resendMessages.codeErased, refusalCodes.emailCodeErased);
    const [queued] = await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, failedAt: null })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning();
    await recordAudit(tx, {
      action: 'email.resent',
      actor: admin,
      context,
      target: { type: 'email', id: null },
      details: { emailId: String(id), template: row.template },
    });
    return itemOf(queued ?? row);
  });
}
