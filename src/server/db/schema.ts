import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { documentKinds } from '../../core/application';
import { auditActions, auditTargetTypes } from '../../core/audit';
import { caseStatuses } from '../../core/cases';
import { attentionReasons, openPaymentStatuses, paymentStatuses } from '../../core/payments';
import { refundStatuses } from '../../core/refunds';
import { applicationEventTypes, contactMessageStatuses, processingTypes, userRoles } from '../../core/statuses';

/** Case-insensitive text (the citext extension): e-mails and usernames compare without case. */
const citext = customType<{ data: string }>({ dataType: () => 'citext' });

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: citext('email').notNull().unique(),
    /** Admins may sign in with a username (DECISIONS.md). */
    username: citext('username').unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    zipCode: text('zip_code'),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    /** Built-in admins come from the environment and cannot be deleted. */
    builtIn: boolean('built_in').notNull().default(false),
    preferredLanguage: text('preferred_language'),
    lastVerificationReminder: timestamp('last_verification_reminder', { withTimezone: true }),
    /** The authenticator secret, encrypted (AES-256-GCM); set once enrolment is confirmed. */
    mfaSecret: text('mfa_secret'),
    /** A secret shown for enrolment and not yet confirmed with a code. */
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The last time step accepted, so a code is accepted once (no replay within its window). */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email::text)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    index('users_created_at_idx').on(table.createdAt.desc(), table.id),
    index('users_role_idx').on(table.role, table.createdAt.desc()),
    index('users_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('one_time_codes_purpose_check', sql`${table.purpose} in ('verify_email', 'reset_password')`),
    index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt.desc()),
  ],
);

/** Single-use recovery codes for the second factor, stored as keyed hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('mfa_recovery_codes_user_idx').on(table.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Stable id: documents and payments of an anonymous visitor point here. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the cookie token; the token itself is never stored. Rotated at login. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How long the session may sit unused, by the role it was signed in with. */
    idleSeconds: integer('idle_seconds').notNull().default(86400),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerIntentId: text('provider_intent_id').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    status: text('status', { enum: paymentStatuses }).notNull().default('requires_payment'),
    /**
     * The draft this intent pays for (`user:<id>` or `session:<id>`): a draft has at most one open
     * intent, so a second tab or a second visit to the payment step gets the same one.
     */
    draftKey: text('draft_key'),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The application data as validated when the intent was made: a paid application is never lost. */
    snapshot: jsonb('snapshot').notNull(),
    /** The UK day the snapshot was validated on: it is judged by that day when the application is built. */
    snapshotDay: date('snapshot_day'),
    travellerCount: integer('traveller_count').notNull(),
    paymentDetails: jsonb('payment_details'),
    failureMessage: text('failure_message'),
    language: text('language'),
    /** Why staff must look at it (status needs_attention), and a word on what was found. */
    attentionReason: text('attention_reason', { enum: attentionReasons }),
    attentionDetail: text('attention_detail'),
    attentionAt: timestamp('attention_at', { withTimezone: true }),
    /** Reconciliation: when to ask the provider next, and how often it has (back-off). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    checkAttempts: integer('check_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('payments_amount_check', sql`${table.amountPence} >= 0`),
    check('payments_status_check', sql`${table.status} in (${sqlList(paymentStatuses)})`),
    index('payments_status_idx').on(table.status, table.updatedAt),
    uniqueIndex('payments_open_draft_idx')
      .on(table.draftKey)
      .where(sql`${table.status} in (${sqlList(openPaymentStatuses)})`),
    index('payments_next_check_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.status} in (${sqlList(openPaymentStatuses)})`),
    index('payments_attention_idx').on(table.attentionAt).where(sql`${table.status} = 'needs_attention'`),
  ],
);

/** The scheduler's record of each job (lib/jobs.ts): when it is due, who runs it now, how the last run went. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  leaseSeconds: integer('lease_seconds').notNull().default(600),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

/** Provider events already handled (Stripe sends each at least once, in any order). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceNumber: text('reference_number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Null once the personal data are erased (personalDataErasedAt), like the passport dates. */
    dateOfBirth: date('date_of_birth'),
    nationality: text('nationality').notNull(),
    email: citext('email').notNull(),
    phone: text('phone').notNull(),
    isMultipleApplicants: boolean('is_multiple_applicants').notNull().default(false),
    applicantCount: integer('applicant_count').notNull().default(1),
    additionalApplicants: jsonb('additional_applicants').notNull().default(sql`'[]'::jsonb`),
    passportNumber: text('passport_number').notNull(),
    passportIssueDate: date('passport_issue_date'),
    passportExpiryDate: date('passport_expiry_date'),
    issuingCountry: text('issuing_country').notNull(),
    travelPurpose: text('travel_purpose').notNull(),
    arrivalDate: date('arrival_date').notNull(),
    departureDate: date('departure_date').notNull(),
    ukAddress: text('uk_address').notNull(),
    processingType: text('processing_type', { enum: processingTypes }).notNull().default('priority'),
    amountPence: integer('amount_pence').notNull(),
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    paymentDetails: jsonb('payment_details'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    status: text('status', {
      enum: ['pending', 'processing', 'reviewing', 'approved', 'rejected', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    statusNotes: text('status_notes'),
    /** Optimistic locking: a stale status update gets 409. */
    version: integer('version').notNull().default(1),
    language: text('language'),
    /** The member of staff working on it (the caseworker's queue, decision 018) and since when. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email::text || ' ' || reference_number)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastStatusUpdate: timestamp('last_status_update', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the retention job or an account deletion erased the documents and personal answers
     * (decision 016); what stays is the minimal record, deleted six years later.
     */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'applications_status_check',
      sql`${table.status} in ('pending', 'processing', 'reviewing', 'approved', 'rejected', 'cancelled')`,
    ),
    check('applications_processing_type_check', sql`${table.processingType} in ('priority', 'standard', 'expedited')`),
    check('applications_amount_check', sql`${table.amountPence} >= 0`),
    // The created, status and last-name indexes also INCLUDE search_text (migration 0004; Drizzle
    // cannot say INCLUDE): a broad search is filtered in the index, without visiting the rows.
    index('applications_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('applications_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('applications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('applications_nationality_idx').on(table.nationality, table.createdAt.desc(), table.id.desc()),
    index('applications_last_name_idx').on(table.lastName, table.id),
    // The list sorted by arrival date or by travellers (issue #22); both ways are one index scan.
    index('applications_arrival_idx').on(table.arrivalDate, table.id),
    index('applications_travellers_idx').on(table.applicantCount, table.id),
    index('applications_email_idx').on(table.email),
    // The queue's views in their default order, open applications only (migration 0014).
    index('applications_queue_mine_idx')
      .on(table.assignedTo, table.arrivalDate, table.id)
      .where(sql`${table.status} in ('pending', 'reviewing', 'processing')`),
    index('applications_queue_unassigned_idx')
      .on(table.arrivalDate, table.id)
      .where(sql`${table.assignedTo} is null and ${table.status} in ('pending', 'reviewing', 'processing')`),
    // Every traveller's passport (issuing country and number) for the duplicate warning (migration 0014).
    index('applications_passport_keys_idx').using(
      'gin',
      sql`passport_keys(${table.passportNumber}, ${table.issuingCountry}, ${table.additionalApplicants})`,
    ),
    index('applications_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Every traveller's passport number, for the list's search by passport number (migration 0017).
    index('applications_passport_numbers_idx').using(
      'gin',
      sql`passport_numbers(${table.passportNumber}, ${table.additionalApplicants})`,
    ),
    // The retention job's two walks (decision 016): closed applications still holding personal
    // data, oldest status change first; erased minimal records, oldest erasure first.
    index('applications_retention_idx')
      .on(table.lastStatusUpdate, table.id)
      .where(sql`${table.personalDataErasedAt} is null and ${table.status} in ('approved', 'rejected', 'cancelled')`),
    index('applications_erased_idx')
      .on(table.personalDataErasedAt, table.id)
      .where(sql`${table.personalDataErasedAt} is not null`),
  ],
);

export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text('type', { enum: applicationEventTypes }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    notes: text('notes'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    /** The traveller a case event concerns (0 the main applicant); null for the whole application. */
    travellerIndex: smallint('traveller_index'),
    /** Staff-only detail of a case event: what was asked, old and new values (never shown to the traveller). */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (table) => [
    check('application_events_type_check', sql`${table.type} in (${sqlList(applicationEventTypes)})`),
    index('application_events_application_idx').on(table.applicationId, table.createdAt),
    index('application_events_created_idx').on(table.createdAt.desc()),
    index('application_events_type_created_idx').on(table.type, table.toStatus, table.createdAt.desc()),
  ],
);

/**
 * One refund of an application's payment (issue 16, item 4). Recorded as pending before the
 * provider is asked, so a crash leaves a row the reconciliation loop retries with the same
 * idempotency key (the row id). Never more than was paid: the service checks under a row lock.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a payment that never became an application (refunded from the attention list). */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    /** The staff member who asked; null for an automatic refund (the owner's cancellation). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('refunds_amount_check', sql`${table.amountPence} > 0`),
    check('refunds_status_check', sql`${table.status} in (${sqlList(refundStatuses)})`),
    index('refunds_application_idx').on(table.applicationId, table.createdAt),
    index('refunds_pending_idx').on(table.updatedAt).where(sql`${table.status} = 'pending'`),
  ],
);

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

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: documentKinds }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /** The payment whose intent was made with this document: once paid, it is that payment's. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    mimeType: text('mime_type').notNull(),
    /** The traveller it is for, once a fix names it (older ones are found from additional_applicants). */
    travellerIndex: smallint('traveller_index'),
    /** Replaced by a fix (issue #17): kept until the application is decided, then the retention rules apply. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('documents_kind_check', sql`${table.kind} in ('passportScan', 'photo', 'additionalDocument')`),
    index('documents_application_idx').on(table.applicationId),
    index('documents_user_idx').on(table.userId),
    index('documents_session_idx').on(table.sessionId),
    index('documents_payment_idx').on(table.paymentId),
  ],
);

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

export const savedProgress = pgTable('saved_progress', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  currentStep: smallint('current_step').notNull().default(1),
  lastSaved: timestamp('last_saved', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: citext('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category').notNull().default('General'),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('unresolved'),
    applicationReference: text('application_reference'),
    urgency: text('urgency', { enum: ['low', 'medium', 'high', 'critical'] }),
    source: text('source', { enum: ['contact', 'support'] })
      .notNull()
      .default('contact'),
    language: text('language'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || email::text || ' ' || subject || ' ' || message)`,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    check('contact_messages_status_check', sql`${table.status} in ('unresolved', 'resolved')`),
    index('contact_messages_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('contact_messages_status_idx').on(table.status, table.createdAt.desc()),
    // The dashboard's Messages tab: only messages sent while signed in belong to an account.
    index('contact_messages_user_idx').on(table.userId, table.createdAt.desc()),
    index('contact_messages_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);

/** One row (id = 1) holding the system settings; fees in pence. */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    applicationProcessingEnabled: boolean('application_processing_enabled').notNull().default(true),
    visaProcessingTime: integer('visa_processing_time').notNull().default(3),
    standardProcessingFeePence: integer('standard_processing_fee_pence').notNull().default(4999),
    priorityProcessingFeePence: integer('priority_processing_fee_pence').notNull().default(4999),
    governmentFeePence: integer('government_fee_pence').notNull().default(1600),
    supportEmail: text('support_email').notNull().default('support@advena.example'),
    supportPhone: text('support_phone').notNull().default('+44 20 7946 0000'),
    emailNotificationsEnabled: boolean('email_notifications_enabled').notNull().default(true),
    adminNotificationsEnabled: boolean('admin_notifications_enabled').notNull().default(true),
    documentRetentionDays: integer('document_retention_days').notNull().default(30),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('settings_single_row', sql`${table.id} = 1`),
    check(
      'settings_fees_check',
      sql`${table.standardProcessingFeePence} >= 0 and ${table.priorityProcessingFeePence} >= 0 and ${table.governmentFeePence} >= 0`,
    ),
    check('settings_processing_time_check', sql`${table.visaProcessingTime} >= 1`),
    check('settings_retention_days_check', sql`${table.documentRetentionDays} between 1 and 3650`),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds a message until then; another instance skips it (FOR UPDATE SKIP LOCKED). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the outbox gave up on it: the staff list of failed e-mails is ordered by this. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_failed_idx').on(table.failedAt.desc(), table.id.desc()).where(sql`${table.status} = 'failed'`),
    index('email_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('email_outbox_to_idx').on(table.toAddress, table.createdAt.desc()),
  ],
);

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_hits_window_idx').on(table.windowStart),
  ],
);

/**
 * Staff actions and staff reads of personal data, append-only: triggers refuse UPDATE, DELETE and
 * TRUNCATE (migration 0005). No foreign keys, so an event outlives the account, application or
 * document it names (an erasure keeps the trail); the actor's name is a copy for the same reason.
 * `details` names references and counts, never personal data (core/audit.ts).
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

export const schemaTables = {
  users,
  oneTimeCodes,
  sessions,
  payments,
  applications,
  applicationEvents,
  refunds,
  applicationCounts,
  applicationDayCounts,
  applicationDayNationalityCounts,
  userCounts,
  userDayCounts,
  applicationLastNameCounts,
  applicationReferenceCounts,
  documents,
  travellerCases,
  savedProgress,
  contactMessages,
  contactReplies,
  settings,
  emailOutbox,
  rateLimitHits,
  auditEvents,
};
