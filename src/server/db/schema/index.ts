/**
 * The database schema, one file per group of tables; drizzle-kit reads this file
 * (drizzle.config.ts) and the client takes every table from here.
 */
import { oneTimeCodes, sessions, users } from './accounts';
import { applicationEvents, applications, documents, savedProgress } from './applications';
import { auditEvents } from './audit';
import { travellerCases } from './cases';
import { contactMessages, contactReplies } from './contact';
import {
  applicationCounts,
  applicationDayCounts,
  applicationDayNationalityCounts,
  applicationLastNameCounts,
  applicationReferenceCounts,
  userCounts,
  userDayCounts,
} from './counts';
import { feeChanges } from './fees';
import { payments } from './payments';
import { refunds } from './refunds';
import { disruptions, reminderOptOuts, remindersSent } from './reminders';
import { emailOutbox, keyFingerprints, rateLimitHits, settings } from './system';

export * from './accounts';
export * from './applications';
export * from './audit';
export * from './cases';
export * from './contact';
export * from './counts';
export * from './fees';
export * from './payments';
export * from './refunds';
export * from './reminders';
export * from './system';

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
  keyFingerprints,
  auditEvents,
  remindersSent,
  reminderOptOuts,
  disruptions,
  feeChanges,
};
