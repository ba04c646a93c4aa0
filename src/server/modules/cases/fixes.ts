import { and, eq, isNull } from 'drizzle-orm';
import { ukToday } from '../../../core/applications';
import { isCaseReason } from '../../../core/case-reasons';
import {
  caseMessages,
  checkFixedAnswers,
  type FixableDocument,
  type FixableField,
  type Fixes,
} from '../../../core/case-requests';
import { refusalCodes } from '../../../core/errors';
import type { Database } from '../../db/client';
import { applicationEvents, applications, documents } from '../../db/schema';
import { actorNameOf } from '../../lib/audit';
import { applicationNotFound, badRequest, conflict, invalidFields } from '../../lib/errors';
import { travellerAnswers } from '../../lib/main-traveller';
import { travellerIndexOfDocument } from '../../lib/traveller-documents';
import { type Owner, ownedBy } from '../documents/service';
import { queueInformationProvidedEmails } from './emails';
import { authorised, type FixCaller } from './fix-access';
import type { FixLinks } from './fix-links';
import { confirmationsAfterFix, passportExtrasOf, passportForFix, sexError } from './fix-passport';
import { casesOf, moveCase, syncApplicationStatus } from './state';

export type { FixCaller } from './fix-access';

/** What the focused form shows: the request and the current values of only the requested answers. */
export async function getFixTask(db: Database, links: FixLinks, id: string, index: number, caller: FixCaller) {
  const { row, current } = await authorised(db, links, id, index, caller);
  if (current.status !== 'information_needed') throw conflict(caseMessages.notWaiting, refusalCodes.fixNotWaiting);
  const answers = travellerAnswers(row, index);
  const fields = current.requestedFields as FixableField[];
  return {
    referenceNumber: row.referenceNumber,
    travellerIndex: index,
    firstName: String(answers.firstName ?? ''),
    lastName: String(answers.lastName ?? ''),
    message: current.requestMessage ?? '',
    departureDate: row.departureDate,
    fields: fields.map((field) => ({ field, value: String(answers[field] ?? '') })),
    documents: current.requestedDocuments as FixableDocument[],
    reasons: (current.requestedReasons as string[]).filter(isCaseReason),
    passport: await passportForFix(db, row, index),
  };
}

/**
 * The traveller sends the fixes: exactly the requested answers (checked with the wizard's rules)
 * and documents (their own new uploads). The old values and replaced documents are kept for staff;
 * the case returns to review and staff are told.
 */
export async function sendFixes(
  db: Database,
  links: FixLinks,
  input: { id: string; index: number; fixes: Fixes; owner: Owner; today?: () => string },
  caller: FixCaller,
) {
  const { id, index, fixes } = input;
  await authorised(db, links, id, index, caller);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw applicationNotFound();
    const current = (await casesOf(tx, id, { lock: true })).find((item) => item.travellerIndex === index);
    if (!current || current.status !== 'information_needed')
      throw conflict(caseMessages.notWaiting, refusalCodes.fixNotWaiting);
    const fields = current.requestedFields as FixableField[];
    const kinds = current.requestedDocuments as FixableDocument[];
    // Beyond what was asked: with a new passport scan, the answers its lines print (decision 044).
    const extras = Object.keys(fixes.answers).filter((field) => !fields.includes(field as FixableField));
    const extra = [
      ...extras.filter((field) => !passportExtrasOf(kinds).includes(field)),
      ...Object.keys(fixes.documents).filter((kind) => !kinds.includes(kind as FixableDocument)),
    ];
    if (extra.length > 0) throw badRequest(caseMessages.notRequested, undefined, refusalCodes.fixNotRequested);
    const missing = [...fields.filter((f) => !fixes.answers[f]), ...kinds.filter((k) => !fixes.documents[k])];
    if (missing.length > 0) {
      throw badRequest(
        caseMessages.missingFix,
        Object.fromEntries(missing.map((m) => [m, refusalCodes.fixMissing])),
        refusalCodes.fixMissing,
      );
    }
    const before = travellerAnswers(row, index);
    const { sex, ...answers } = fixes.answers;
    const changed = [...fields, ...(extras.filter((field) => field !== 'sex') as FixableField[])];
    const checked = checkFixedAnswers({
      index,
      current: before,
      answers,
      fields: changed,
      departureDate: row.departureDate,
      today: input.today ?? ukToday,
    });
    // The answers' own rules and the sex's, said together at their fields.
    const wrongSex = sexError(sex);
    if ('fieldErrors' in checked || wrongSex) {
      const fieldErrors = {
        ...('fieldErrors' in checked ? checked.fieldErrors : {}),
        ...(wrongSex ? { sex: wrongSex } : {}),
      };
      throw invalidFields(fieldErrors);
    }

    // The new uploads must be the caller's own, of the right kind, not yet part of any application.
    const newDocuments: { kind: FixableDocument; id: string }[] = [];
    for (const kind of kinds) {
      const documentId = fixes.documents[kind]!;
      const [upload] = await tx
        .select({ id: documents.id, kind: documents.kind })
        .from(documents)
        .where(and(eq(documents.id, documentId), isNull(documents.applicationId), ownedBy(input.owner)));
      if (!upload || upload.kind !== kind) {
        throw badRequest(
          caseMessages.documentNotYours,
          { [kind]: refusalCodes.fixDocumentNotYours },
          refusalCodes.fixDocumentNotYours,
        );
      }
      newDocuments.push({ kind, id: documentId });
    }
    const attached = await tx.select().from(documents).where(eq(documents.applicationId, id));
    const replaced: { kind: string; from: string | null; to: string }[] = [];
    const family = Array.isArray(row.additionalApplicants) ? [...(row.additionalApplicants as object[])] : [];
    for (const { kind, id: newId } of newDocuments) {
      const old = attached.filter(
        (document) =>
          document.kind === kind &&
          document.replacedAt === null &&
          travellerIndexOfDocument(document, row.additionalApplicants) === index,
      );
      for (const document of old) {
        await tx
          .update(documents)
          .set({ replacedAt: new Date(), travellerIndex: index })
          .where(eq(documents.id, document.id));
      }
      await tx
        .update(documents)
        .set({ applicationId: id, travellerIndex: index, userId: row.userId })
        .where(eq(documents.id, newId));
      if (index > 0) family[index - 1] = { ...family[index - 1], [`${kind}Path`]: newId };
      replaced.push({ kind, from: old[0]?.id ?? null, to: newId });
    }
    // What changed, old and new (staff only): an answer sent back as it was is confirmed, not changed.
    const sexBefore = index === 0 ? (row.sex ?? '') : String(before.sex ?? '');
    const values: Record<string, string> = { ...checked.values, ...(sex ? { sex } : {}) };
    const changes = [...changed, ...(sex ? ['sex'] : [])]
      .map((field) => ({ field, from: field === 'sex' ? sexBefore : String(before[field] ?? ''), to: values[field]! }))
      .filter((change) => change.from !== change.to);
    // The confirmations go where the wizard's go, so staff see them in the passport check panel.
    const confirmed = confirmationsAfterFix(row, index, { fields, kinds, sent: fixes.passportConfirmed });
    const stored = { ...values, ...(confirmed ? { passportConfirmed: confirmed } : {}) };
    if (index === 0) {
      const set = stored as Partial<typeof applications.$inferInsert>;
      if (Object.keys(set).length > 0) await tx.update(applications).set(set).where(eq(applications.id, id));
    } else {
      family[index - 1] = { ...family[index - 1], ...stored };
      await tx.update(applications).set({ additionalApplicants: family }).where(eq(applications.id, id));
    }
    // Who did it: the signed-in account, or the applicant named on the application (the link's holder).
    const actor = caller.user ? actorNameOf(caller.user) : `${row.firstName} ${row.lastName}`;
    await moveCase(tx, current, 'in_review', 'traveller', {
      requestedFields: [],
      requestedDocuments: [],
      requestedReasons: [],
      requestMessage: null,
    });
    await tx.insert(applicationEvents).values({
      applicationId: id,
      type: 'information_provided',
      travellerIndex: index,
      fromStatus: 'information_needed',
      toStatus: 'in_review',
      details: { fields, documents: kinds, changes, replaced },
      actorId: caller.user?.id ?? null,
      actorName: actor,
    });
    await syncApplicationStatus(tx, id, { id: caller.user?.id ?? null, name: actor });
    await queueInformationProvidedEmails(tx, row, index);
    return { referenceNumber: row.referenceNumber };
  });
}
