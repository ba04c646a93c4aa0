import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Live counts of applications per status, processing type and nationality, kept by statement
 * triggers (migration 0003): the admin counters and statistics read them instead of counting
 * a million rows.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    status: text('status').notNull(),
    processingType: text('processing_type').notNull(),
    nationality: text('nationality').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.status, table.processingType, table.nationality] })],
);

/**
 * Live counts of applications per UTC day of submission, status and processing type, kept by the
 * same statement triggers (migration 0004). A list page far from either end is found by walking
 * these day totals instead of skipping hundreds of thousands of index entries, and counters over
 * a date range add up days instead of rows.
 */
export const applicationDayCounts = pgTable(
  'application_day_counts',
  {
    day: date('day').notNull(),
    status: text('status').notNull(),
    processingType: text('processing_type').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.status, table.processingType] })],
);

/** The day counts split by nationality too, for the nationality filter (migration 0004). */
export const applicationDayNationalityCounts = pgTable(
  'application_day_nationality_counts',
  {
    nationality: text('nationality').notNull(),
    day: date('day').notNull(),
    status: text('status').notNull(),
    processingType: text('processing_type').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.nationality, table.day, table.status, table.processingType] })],
);

/**
 * Live counts of applications per last name and status (migration 0004): a page of the list sorted
 * by name, however deep, is found by adding up names instead of skipping rows.
 */
export const applicationLastNameCounts = pgTable(
  'application_last_name_counts',
  {
    lastName: text('last_name').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.lastName, table.status] })],
);

/**
 * Live counts of applications per reference prefix ('ADV-123', a thousandth of the references) and
 * status (migration 0004), for pages of the list sorted by reference. Every reference is 'ADV-' and
 * eight digits (`referencePattern`), so in any collation a prefix's references sort together and
 * in the prefixes' order.
 */
export const applicationReferenceCounts = pgTable(
  'application_reference_counts',
  {
    prefix: text('prefix').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.status] })],
);

/** Live counts of users per UTC day of registration and role (migration 0004): the users' monthly change. */
export const userDayCounts = pgTable(
  'user_day_counts',
  {
    day: date('day').notNull(),
    role: text('role').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.role] })],
);

/** Live counts of users per role, kept by statement triggers (migration 0003). */
export const userCounts = pgTable('user_counts', {
  role: text('role').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});
