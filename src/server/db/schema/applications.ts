import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { documentKinds } from '../../../core/applications';
import {
  applicationEventTypes,
  applicationStatuses,
  offeredProcessingType,
  processingTypes,
} from '../../../core/statuses';
import { sessions, users } from './accounts';
import { citext, createdAt, sqlList, updatedAt } from './columns';
import { payments } from './payments';

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
    /** The main applicant's confirmed passport-check differences, field names (decision 034, migration 0021). */
    passportConfirmed: jsonb('passport_confirmed').notNull().default(sql`'[]'::jsonb`),
    passportNumber: text('passport_number').notNull(),
    passportIssueDate: date('passport_issue_date'),
    passportExpiryDate: date('passport_expiry_date'),
    issuingCountry: text('issuing_country').notNull(),
    travelPurpose: text('travel_purpose').notNull(),
    arrivalDate: date('arrival_date').notNull(),
    departureDate: date('departure_date').notNull(),
    ukAddress: text('uk_address').notNull(),
    /**
     * The main applicant's answers to the Home Office's questions (migration 0020, decision 033); a
     * family member's are in their entry of additional_applicants. Null on rows made before them.
     */
    sex: text('sex', { enum: ['F', 'M', 'X'] }),
    otherNationalities: jsonb('other_nationalities').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    homeAddress: jsonb('home_address'),
    job: jsonb('job'),
    /** Every traveller's suitability answers, sealed with the documents' key (lib/sealed-answers.ts). */
    suitabilitySealed: text('suitability_sealed'),
    /** A traveller answered yes to a suitability question: the staff's flag and filter. */
    suitabilityDeclared: boolean('suitability_declared').notNull().default(false),
    processingType: text('processing_type', { enum: processingTypes }).notNull().default(offeredProcessingType),
    amountPence: integer('amount_pence').notNull(),
    /** The price per traveller and the government fee it included, as paid (decision 037); null on rows before them. */
    pricePence: integer('price_pence'),
    governmentFeePence: integer('government_fee_pence'),
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    paymentDetails: jsonb('payment_details'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    status: text('status', {
      enum: applicationStatuses,
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
    check('applications_status_check', sql`${table.status} in (${sqlList(applicationStatuses)})`),
    check('applications_processing_type_check', sql`${table.processingType} in (${sqlList(processingTypes)})`),
    check('applications_amount_check', sql`${table.amountPence} >= 0`),
    check('applications_sex_check', sql`${table.sex} in ('F', 'M', 'X')`),
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
      .where(
        sql`${table.personalDataErasedAt} is null and ${table.status} in ('approved', 'partly_approved', 'rejected', 'cancelled')`,
      ),
    index('applications_suitability_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.suitabilityDeclared}`),
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
    /** The passport or photo check (decision 034): null while pending (migration 0021). */
    checkResult: jsonb('check_result'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('documents_kind_check', sql`${table.kind} in ('passportScan', 'photo', 'additionalDocument')`),
    index('documents_application_idx').on(table.applicationId),
    index('documents_user_idx').on(table.userId),
    index('documents_session_idx').on(table.sessionId),
    index('documents_payment_idx').on(table.paymentId),
    index('documents_check_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.checkResult} is null and ${table.kind} in ('passportScan', 'photo')`),
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
