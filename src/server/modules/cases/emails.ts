import { eq } from 'drizzle-orm';
import type { RequestInformation } from '../../../core/case-requests';
import { isOpenCase } from '../../../core/cases';
import type { Database } from '../../db/client';
import { type applications, users } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { Decision } from '../../lib/mail/templates/case-decision';
import { travellerAnswers } from '../../lib/main-traveller';
import { deletionDayOf } from '../../lib/retention-rule';
import { getSettings } from '../settings/service';
import { type FixLinks, fixLinkLifetimeDays } from './fix-links';
import { casesOf } from './state';

type ApplicationRow = typeof applications.$inferSelect;

function travellerNameOf(row: ApplicationRow, index: number) {
  const answers = travellerAnswers(row, index);
  return [answers.firstName, answers.lastName].filter(Boolean).join(' ');
}

/**
 * 'Action needed for <traveller>: ETA application ADV-…', to the application's address in its language. Sent
 * even with status e-mails off: without it the traveller cannot know what to fix.
 */
export async function queueInformationNeededEmail(
  db: Database,
  links: FixLinks,
  row: ApplicationRow,
  index: number,
  request: RequestInformation,
  requestedAt: Date,
) {
  await enqueueEmail(db, {
    to: row.email,
    template: 'informationNeeded',
    language: row.language,
    data: {
      firstName: row.firstName,
      reference: row.referenceNumber,
      travellerName: travellerNameOf(row, index),
      fields: request.fields,
      documents: request.documents,
      reasons: request.reasons,
      message: request.message,
      link: links.url(row.id, index, requestedAt),
      linkDays: fixLinkLifetimeDays,
    },
  });
}

/**
 * One e-mail per traveller's Home Office decision, the cases already moved: once every traveller
 * is decided it also lists each one's outcome beside the family's and names the deletion day.
 */
export async function queueDecisionEmail(
  db: Database,
  row: ApplicationRow,
  index: number,
  decision: { status: Decision; reason: string | null; decisionDate: string },
) {
  const cases = await casesOf(db, row.id);
  const closed = cases.every((item) => !isOpenCase(item.status));
  const family = closed
    ? cases.map((item) => ({
        name: travellerNameOf(row, item.travellerIndex),
        status: item.status as 'granted' | 'refused' | 'cancelled',
      }))
    : null;
  const { documentRetentionDays } = await getSettings(db);
  await enqueueEmail(db, {
    to: row.email,
    template: 'caseDecision',
    language: row.language,
    data: {
      firstName: row.firstName,
      reference: row.referenceNumber,
      travellerName: travellerNameOf(row, index),
      decision: decision.status,
      decisionDate: decision.decisionDate,
      reason: decision.reason,
      family,
      documentsDeletedOn: deletionDayOf(row, cases, documentRetentionDays),
    },
  });
}

/** Staff are told when a traveller answers (when admin notifications are on), by reference only. */
export async function queueInformationProvidedEmails(db: Database, row: ApplicationRow, index: number) {
  const settings = await getSettings(db);
  if (!settings.adminNotificationsEnabled) return;
  const admins = await db
    .select({ email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.role, 'admin'));
  for (const admin of admins) {
    await enqueueEmail(db, {
      to: admin.email,
      template: 'adminInformationProvided',
      language: admin.language,
      data: { reference: row.referenceNumber, travellerIndex: index },
    });
  }
}
