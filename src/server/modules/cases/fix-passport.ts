import { and, eq } from 'drizzle-orm';
import type { FixableDocument, FixableField } from '../../../core/case-requests';
import {
  type PassportRead,
  passportComparedFields,
  passportConfirmableFields,
  passportConfirmedSchema,
} from '../../../core/passport-check';
import { questionMessages, sexes } from '../../../core/traveller-questions';
import type { Database } from '../../db/client';
import { type applications, documents } from '../../db/schema';
import { travellerAnswers } from '../../lib/main-traveller';
import { passportCheckOf } from '../document-checks/service';
import { confirmedOf, currentDocument } from '../document-checks/verdicts';

/**
 * The passport check on the fix page (issue 32, decision 044): the traveller's device compares
 * the passport's lines (a new scan it reads, or the stored scan's server read) with the answers,
 * as the wizard does, and the confirmations reach staff where the wizard's do.
 */
type ApplicationRow = typeof applications.$inferSelect;

/** The traveller's answers the device compares, and the stored scan's lines when read with valid check digits. */
export async function passportForFix(db: Database, row: ApplicationRow, index: number) {
  const answers = travellerAnswers(row, index);
  const typed = Object.fromEntries(
    passportComparedFields.map((field) => [field, typeof answers[field] === 'string' ? answers[field] : '']),
  ) as Record<(typeof passportComparedFields)[number], string>;
  const sex = index === 0 ? row.sex : answers.sex;
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, row.id), eq(documents.kind, 'passportScan')));
  const scan = currentDocument(rows, row, index, 'passportScan');
  const check = scan ? passportCheckOf(scan.checkResult) : null;
  const read: PassportRead | null = check?.status === 'read' && check.mrz?.checkDigitsValid ? check.mrz : null;
  return { typed: { ...typed, sex: typeof sex === 'string' ? sex : '' }, read };
}

/**
 * With a new passport scan, the answers its lines print may be corrected too ('Use this'), beyond
 * those staff asked for: a new passport has a new number and dates. Checked by the same rules.
 */
export const passportExtrasOf = (kinds: readonly FixableDocument[]): readonly string[] =>
  kinds.includes('passportScan') ? passportConfirmableFields : [];

/** A sex sent with a new scan: one the passport prints, or the error to show at it. */
export const sexError = (value: string | undefined) =>
  value === undefined || (sexes as readonly string[]).includes(value) ? undefined : questionMessages.sex;

/**
 * The confirmations after a fix: those of the fields the page compared are the ones sent (all of
 * them with a new scan, the requested answers otherwise); the others stay as they were.
 */
export function confirmationsAfterFix(
  row: ApplicationRow,
  index: number,
  input: { fields: readonly FixableField[]; kinds: readonly FixableDocument[]; sent: string[] | undefined },
): string[] | undefined {
  const compared = input.kinds.includes('passportScan') ? passportConfirmableFields : input.fields;
  if (input.sent === undefined && !input.kinds.includes('passportScan')) return undefined;
  const sent = passportConfirmedSchema.parse(input.sent ?? []).filter((field) => compared.includes(field));
  return [...confirmedOf(row, index).filter((field) => !compared.includes(field)), ...sent];
}
