import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type ContactListQuery,
  type ContactMessageRow,
  contactMessageNotFoundMessage,
} from '../../../core/admin-contact';
import { refusalCodes } from '../../../core/errors';
import type { Database } from '../../db/client';
import { applications, contactMessages, contactReplies, users } from '../../db/schema';
import { assertAdmin } from '../../lib/admin-scope';
import { type AuditAction, type RequestContext, recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { SessionUser } from '../../lib/sessions';
import { likePattern } from '../../lib/sql';

function orderBy(query: ContactListQuery): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  const column = {
    subject: contactMessages.subject,
    name: contactMessages.name,
    email: contactMessages.email,
    status: contactMessages.status,
    createdAt: contactMessages.createdAt,
  }[query.sort];
  return [
    dir(column),
    ...(query.sort === 'createdAt' ? [] : [desc(contactMessages.createdAt)]),
    dir(contactMessages.id),
  ];
}

/** UTC midnight today: the default start of 'Today's Messages' when the browser sends none. */
function utcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** One page of messages with their replies, searched, filtered and sorted in SQL, and the counters. */
export async function listMessages(db: Database, query: ContactListQuery) {
  const since = query.since ? new Date(query.since) : utcMidnight();
  const search = query.search ? [sql`${contactMessages.searchText} like ${likePattern(query.search)}`] : [];
  const status = query.status && query.status !== 'all' ? [eq(contactMessages.status, query.status)] : [];
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unresolved: sql<number>`(count(*) filter (where ${contactMessages.status} = 'unresolved'))::int`,
      resolved: sql<number>`(count(*) filter (where ${contactMessages.status} = 'resolved'))::int`,
      today: sql<number>`(count(*) filter (where ${contactMessages.createdAt} >= ${since.toISOString()}))::int`,
    })
    .from(contactMessages)
    .where(search.length ? and(...search) : undefined);
  const counters = {
    total: Number(counts?.total ?? 0),
    unresolved: Number(counts?.unresolved ?? 0),
    resolved: Number(counts?.resolved ?? 0),
    today: Number(counts?.today ?? 0),
  };
  const total =
    query.status === 'resolved'
      ? counters.resolved
      : query.status === 'unresolved'
        ? counters.unresolved
        : counters.total;
  const conditions = [...search, ...status];
  const rows = await db
    .select({
      ...getTableColumns(contactMessages),
      // The application a message names, when its reference is one (the unique reference index).
      applicationId: sql<
        string | null
      >`(select ${applications.id} from ${applications} where ${applications.referenceNumber} = upper(trim(${contactMessages.applicationReference})))`,
    })
    .from(contactMessages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...orderBy(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const replies = rows.length
    ? await db
        .select({
          id: contactReplies.id,
          messageId: contactReplies.messageId,
          body: contactReplies.body,
          createdAt: contactReplies.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        })
        .from(contactReplies)
        .leftJoin(users, eq(users.id, contactReplies.adminId))
        .where(
          inArray(
            contactReplies.messageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(contactReplies.createdAt))
    : [];
  const messages: ContactMessageRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    category: row.category,
    status: row.status,
    applicationReference: row.applicationReference,
    applicationId: row.applicationId,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({
        id: reply.id,
        body: reply.body,
        adminName: [reply.firstName, reply.lastName].filter(Boolean).join(' ') || reply.username || null,
        createdAt: reply.createdAt.toISOString(),
      })),
  }));
  return { messages, total, counters };
}

async function findMessage(db: Database, id: string) {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw notFound(contactMessageNotFoundMessage, refusalCodes.contactMessageNotFound);
  return message;
}

/** The audit event of a staff action on a message: it names the message, not its sender or text. */
const messageEvent = (action: AuditAction, id: string, admin: SessionUser, context: RequestContext) => ({
  action,
  actor: admin,
  context,
  target: { type: 'contact_message' as const, id },
});

export async function resolveMessage(db: Database, id: string, admin: SessionUser, context: RequestContext) {
  assertAdmin(admin);
  await db.transaction(async (tx) => {
    const resolved = await tx
      .update(contactMessages)
      .set({ status: 'resolved' })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!resolved.length) throw notFound(contactMessageNotFoundMessage, refusalCodes.contactMessageNotFound);
    await recordAudit(tx, messageEvent('contact_message.resolved', id, admin, context));
  });
}

/**
 * Stores the reply and queues its e-mail in one transaction, in the message's language.
 * A reply is a direct answer to someone who wrote to us, not a notification, so it is sent
 * whatever emailNotificationsEnabled says. Replying does not change the status (spec §4).
 */
export async function replyToMessage(
  db: Database,
  id: string,
  body: string,
  admin: SessionUser,
  context: RequestContext,
) {
  assertAdmin(admin);
  const message = await findMessage(db, id);
  await db.transaction(async (tx) => {
    await tx.insert(contactReplies).values({ messageId: id, adminId: admin.id, body });
    await enqueueEmail(tx, {
      to: message.email,
      template: 'contactReply',
      language: message.language,
      data: { name: message.name, subject: message.subject, reply: body },
    });
    await recordAudit(tx, messageEvent('contact_message.replied', id, admin, context));
  });
}

export async function deleteMessage(db: Database, id: string, admin: SessionUser, context: RequestContext) {
  assertAdmin(admin);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!deleted.length) throw notFound(contactMessageNotFoundMessage, refusalCodes.contactMessageNotFound);
    await recordAudit(tx, messageEvent('contact_message.deleted', id, admin, context));
  });
}
