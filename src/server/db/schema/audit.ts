import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditActions, auditTargetTypes } from '../../../core/admin-audit';
import { createdAt, sqlList } from './columns';

/**
 * Staff actions and staff reads of personal data, append-only: triggers refuse UPDATE, DELETE and
 * TRUNCATE (migration 0005). No foreign keys, so an event outlives the account, application or
 * document it names (an erasure keeps the trail); the actor's name is a copy for the same reason.
 * `details` names references and counts, never personal data (core/admin-audit.ts).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    action: text('action', { enum: auditActions }).notNull(),
    targetType: text('target_type', { enum: auditTargetTypes }),
    targetId: uuid('target_id'),
    /** The application the event concerns (itself, or the owner of a document), if any. */
    applicationId: uuid('application_id'),
    requestId: text('request_id'),
    ip: text('ip'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    check('audit_events_action_check', sql`${table.action} in (${sqlList(auditActions)})`),
    check('audit_events_target_type_check', sql`${table.targetType} in (${sqlList(auditTargetTypes)})`),
    // The list pages newest first by (created_at, id), whichever filter is set.
    index('audit_events_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_events_actor_idx')
      .on(table.actorId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.actorId} is not null`),
    index('audit_events_action_idx').on(table.action, table.createdAt.desc(), table.id.desc()),
    index('audit_events_target_idx')
      .on(table.targetId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.targetId} is not null`),
    index('audit_events_application_idx')
      .on(table.applicationId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.applicationId} is not null`),
    // target=ADV-12345678 finds the events of an application, erased or not, by the reference they keep.
    index('audit_events_reference_idx')
      .on(sql`(${table.details} ->> 'reference')`, table.createdAt.desc(), table.id.desc())
      .where(sql`(${table.details} ->> 'reference') is not null`),
  ],
);
