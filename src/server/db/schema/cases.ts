import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { caseStatuses } from '../../../core/cases';
import { applications } from './applications';
import { sqlList, updatedAt } from './columns';

/**
 * One case per traveller of an application (issue #17; migration 0013): created with the
 * application by a trigger, so every insert path gets them. The application's status is derived
 * from these (core/cases.ts) and written back to applications.status by the cases service.
 */
export const travellerCases = pgTable(
  'traveller_cases',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    travellerIndex: smallint('traveller_index').notNull(),
    status: text('status', { enum: caseStatuses }).notNull().default('in_review'),
    reviewStarted: boolean('review_started').notNull().default(false),
    requestedFields: jsonb('requested_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    requestedDocuments: jsonb('requested_documents').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    requestedReasons: jsonb('requested_reasons').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    requestMessage: text('request_message'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    homeOfficeReference: text('home_office_reference'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decisionDate: date('decision_date'),
    decisionReason: text('decision_reason'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.travellerIndex] }),
    check('traveller_cases_status_check', sql`${table.status} in (${sqlList(caseStatuses)})`),
    // The list's 'information needed' filter finds its applications here.
    index('traveller_cases_information_needed_idx')
      .on(table.applicationId)
      .where(sql`${table.status} = 'information_needed'`),
  ],
);
