import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditDetails, AuditTargetType } from '../../core/admin-audit';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';
import type { SessionUser } from './sessions';

export type { AuditAction } from '../../core/admin-audit';

/** What a service needs to know of the request it serves, for the audit trail; nothing of HTTP. */
export interface RequestContext {
  requestId: string;
  /** The client address: the proxy's forwarded one only when TRUST_PROXY names the proxy. */
  ip: string;
}

export const requestContext = (request: FastifyRequest): RequestContext => ({ requestId: request.id, ip: request.ip });

/** Who did it: a signed-in user, or nobody known (a failed sign-in with an unknown address). */
export type AuditActor = Pick<SessionUser, 'id' | 'firstName' | 'lastName' | 'username' | 'email'>;

/** The name an event or a history entry keeps of its actor: full name, else username, else e-mail. */
export function actorNameOf(user: AuditActor): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username || user.email;
}

export interface AuditEvent {
  action: AuditAction;
  actor: AuditActor | null;
  context: RequestContext;
  target?: { type: AuditTargetType; id: string | null };
  /** The application the event concerns; give its reference in `details` too, which outlives it. */
  applicationId?: string | null;
  /** References, counts, filters and field names only: never passport data, names or message text. */
  details?: AuditDetails;
}

/**
 * Appends one event to the audit trail. Pass the transaction that makes the change the event
 * records, so both are written or neither is; a read records before its data is sent.
 */
export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorId: event.actor?.id ?? null,
    actorName: event.actor ? actorNameOf(event.actor) : null,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    applicationId: event.applicationId ?? null,
    requestId: event.context.requestId,
    ip: event.context.ip,
    details: event.details ?? {},
  });
}

/**
 * A page of a staff list of personal data (applications, users, messages) as its audit event keeps
 * it: the references or ids shown, the page and whether a search narrowed it, never the search
 * term or anything a row says.
 */
export async function recordListRead(
  db: Database,
  event: Pick<AuditEvent, 'actor' | 'context'> & {
    action: Extract<AuditAction, `staff_list.${string}`>;
    shown: { references?: string[]; ids?: string[] };
    page: number;
    searched: boolean;
  },
): Promise<void> {
  await recordAudit(db, {
    action: event.action,
    actor: event.actor,
    context: event.context,
    details: {
      ...event.shown,
      page: event.page,
      searched: event.searched,
      rowCount: (event.shown.references ?? event.shown.ids ?? []).length,
    },
  });
}
