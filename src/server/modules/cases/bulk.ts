import { type CasesMove, caseMoveAt } from '../../../core/case-requests';
import { canMoveCase, casesMoveRefusedMessage } from '../../../core/cases';
import { refusalCodes } from '../../../core/errors';
import type { Database } from '../../db/client';
import { assertAdmin } from '../../lib/admin-scope';
import type { RequestContext } from '../../lib/audit';
import { refuse } from '../../lib/errors';
import { travellerAnswers } from '../../lib/main-traveller';
import type { SessionUser } from '../../lib/sessions';
import { applyStaffMove, caseAt, checkedToday, lockedApplication } from './service';
import { casesOf } from './state';

/**
 * POST /api/admin/applications/{id}/cases (issue #36, decision 038): the listed travellers moved
 * in one transaction, each by the per-traveller staff rules. Every move is checked before any is
 * made, so a refusal (409 naming the first that cannot move) leaves every case as it was.
 */
export async function moveSeveralCases(
  db: Database,
  input: { applicationId: string; move: CasesMove; today?: () => string },
  admin: SessionUser,
  context: RequestContext,
) {
  assertAdmin(admin);
  const { move } = input;
  const today = checkedToday(move, input.today);
  return db.transaction(async (tx) => {
    const application = await lockedApplication(tx, input.applicationId);
    const cases = await casesOf(tx, application.id, { lock: true });
    const listed = move.travellers.map((index) => caseAt(cases, index));
    const stuck = listed.find((current) => !canMoveCase(current.status, move.status, 'staff'));
    if (stuck) {
      const answers = travellerAnswers(application, stuck.travellerIndex);
      const name =
        [answers.firstName, answers.lastName].filter(Boolean).join(' ') || `Traveller ${stuck.travellerIndex + 1}`;
      throw refuse(409, refusalCodes.casesMoveRefused, casesMoveRefusedMessage(name, stuck.status, move.status), {
        params: {
          traveller: name,
          travellerIndex: stuck.travellerIndex,
          fromStatus: stuck.status,
          toStatus: move.status,
        },
      });
    }
    let emailed = false;
    for (const [position, current] of listed.entries()) {
      const result = await applyStaffMove(tx, application, current, caseMoveAt(move, position), {
        admin,
        context,
        today,
      });
      emailed ||= result.emailed;
    }
    return { emailed };
  });
}
