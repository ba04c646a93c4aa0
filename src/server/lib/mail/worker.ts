import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { carriesSecret } from './templates/index';
import type { MailTransport } from './transport';

export const maxAttempts = 8;
/**
 * A claimed message is this worker's for this long. It must outlast the slowest SMTP exchange
 * (transport.ts: connect + greeting + socket timeouts = 50 s), or a second worker could send it
 * again while the first is still waiting on a slow server.
 */
export const lockSeconds = 120;

interface ClaimedRow {
  id: number | string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  attempts: number;
  headers: Record<string, string> | null;
}

/** SMTP's permanent negative replies are 5yz (RFC 5321 §4.2.1); nodemailer gives the code as responseCode. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** 30 s, 1 min, 2 min, ... capped at 1 hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Sends what is due. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so with several
 * instances each message is sent by one worker only; a crashed worker's lease simply runs out.
 */
export async function processOutbox(db: Database, transport: MailTransport, log: FastifyBaseLogger, limit = 20) {
  const claimed = (await db.execute(sql`
    update email_outbox set locked_until = now() + make_interval(secs => ${lockSeconds}), attempts = attempts + 1
    where id in (
      select id from email_outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id limit ${limit}
      for update skip locked
    )
    returning id, to_address, subject, html, text, template, attempts, headers`)) as unknown as { rows: ClaimedRow[] };

  let sent = 0;
  for (const row of claimed.rows) {
    const id = Number(row.id);
    // A code's e-mail is kept only until it leaves (or we give up on it): template, recipient,
    // status and times stay, the body that holds the code does not.
    const forgetBody = carriesSecret(row.template) ? sql`, html = '', text = ''` : sql``;
    try {
      await transport.send({
        id,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await db.execute(
        sql`update email_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null ${forgetBody} where id = ${id}`,
      );
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A 5xx answer is the server's final word (no such mailbox, refused): trying again cannot help.
      const permanent = isPermanentRefusal(error);
      const giveUp = permanent || row.attempts >= maxAttempts;
      log.warn({ id, attempts: row.attempts, err: message, giveUp, permanent }, 'e-mail not sent');
      await db.execute(sql`
        update email_outbox set
          status = ${giveUp ? 'failed' : 'pending'}, failed_at = ${giveUp ? sql`now()` : null},
          next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)}),
          locked_until = null, last_error = ${message.slice(0, 1000)} ${giveUp ? forgetBody : sql``}
        where id = ${id}`);
    }
  }
  return { claimed: claimed.rows.length, sent };
}
