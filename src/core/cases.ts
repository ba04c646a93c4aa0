import type { ApplicationStatus } from './statuses';

/**
 * One case per traveller (issue #17, docs/decisions/017-a-case-per-traveller.md, 'One case per traveller'): the Home Office
 * decides per person, so we review, submit and record per person. Index 0 is the main applicant.
 */
export const caseStatuses = [
  'in_review',
  'information_needed',
  'ready_to_submit',
  'submitted',
  'granted',
  'refused',
  'invalid',
  'cancelled',
] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** Who makes a move: a member of staff on one traveller, staff on the whole application, the traveller. */
export const caseActors = ['staff', 'application', 'traveller'] as const;
export type CaseActor = (typeof caseActors)[number];

export const closedCaseStatuses = ['granted', 'refused', 'cancelled'] as const satisfies readonly CaseStatus[];
export const isOpenCase = (status: CaseStatus) => !(closedCaseStatuses as readonly CaseStatus[]).includes(status);

/**
 * 'Before submission' (docs/decisions/030-decisions-recorded-per-traveller.md, 'Money and erasure follow each traveller'): the one rule,
 * read per case by refunds, cancellation, account deletion and retention. Such a traveller has
 * not been sent to the Home Office, so their government fee is not spent and they may be
 * cancelled and refunded their whole price. `invalid` was submitted once (the fee is spent).
 */
export const beforeSubmissionCaseStatuses = ['in_review', 'information_needed', 'ready_to_submit'] as const;
export const isBeforeSubmission = (status: CaseStatus) =>
  (beforeSubmissionCaseStatuses as readonly CaseStatus[]).includes(status);
/** Sent to the Home Office and not yet decided: kept until the decision. */
export const isAwaitingDecision = (status: CaseStatus) => status === 'submitted' || status === 'invalid';
const beforeSubmission = beforeSubmissionCaseStatuses;

/**
 * The transition table: each allowed move and who may make it. Anything else is refused (409).
 * 'application' is PATCH …/status moving every open case at once (processing, approved, rejected).
 */
export const caseMoves: readonly { from: readonly CaseStatus[]; to: CaseStatus; by: readonly CaseActor[] }[] = [
  // Staff start the review (the queue's 'mark in review'): the case stays in review, now touched.
  { from: ['in_review'], to: 'in_review', by: ['staff'] },
  { from: ['in_review'], to: 'information_needed', by: ['staff'] },
  // The traveller sends the fixes; staff may also withdraw a request.
  { from: ['information_needed'], to: 'in_review', by: ['traveller', 'staff'] },
  { from: ['in_review'], to: 'ready_to_submit', by: ['staff'] },
  { from: ['ready_to_submit'], to: 'in_review', by: ['staff'] },
  { from: ['in_review', 'information_needed', 'invalid'], to: 'ready_to_submit', by: ['application'] },
  // Submitted with the Home Office reference; an invalid one is submitted again (at no cost).
  { from: ['ready_to_submit', 'invalid'], to: 'submitted', by: ['staff'] },
  { from: ['submitted'], to: 'granted', by: ['staff'] },
  { from: ['submitted'], to: 'refused', by: ['staff'] },
  { from: ['submitted'], to: 'invalid', by: ['staff'] },
  // The whole-application decisions of PATCH …/status record the Home Office's decision on
  // submitted cases only (docs/decisions/030-decisions-recorded-per-traveller.md, 'Only the Home Office grants').
  { from: ['submitted'], to: 'granted', by: ['application'] },
  { from: ['submitted'], to: 'refused', by: ['application'] },
  // Cancelled before submission: the owner's cancellation (refunded in full) or staff.
  { from: beforeSubmission, to: 'cancelled', by: ['traveller', 'staff'] },
];

export function canMoveCase(from: CaseStatus, to: CaseStatus, by: CaseActor): boolean {
  return caseMoves.some((move) => move.to === to && move.from.includes(from) && move.by.includes(by));
}

/** Where staff may take one traveller's case next (the detail page offers only these). */
export function staffMovesFrom(from: CaseStatus): CaseStatus[] {
  return caseMoves.filter((move) => move.from.includes(from) && move.by.includes('staff')).map((move) => move.to);
}

/** Each case status in English, the words the traveller's application uses for the same state (src/locales/en/cases.json). */
export const caseStatusLabels: Record<CaseStatus, string> = {
  in_review: 'Under Review',
  information_needed: 'Information needed',
  ready_to_submit: 'Ready to submit',
  submitted: 'Submitted to the Home Office',
  granted: 'Approved',
  refused: 'Rejected',
  invalid: 'Invalid: to resubmit',
  cancelled: 'Cancelled',
};

/** The 409 message of a refused move: says where the case is and what was asked. */
export const caseMoveRefusedMessage = (from: CaseStatus, to: CaseStatus) =>
  `This traveller's case is '${caseStatusLabels[from]}' and cannot be moved to '${caseStatusLabels[to]}'.`;

/** The 409 of POST …/cases when one listed traveller cannot move: names them; nobody moved. */
export const casesMoveRefusedMessage = (traveller: string, from: CaseStatus, to: CaseStatus) =>
  `${traveller}'s case is '${caseStatusLabels[from]}' and cannot be moved to '${caseStatusLabels[to]}'. No traveller was moved.`;

/** The 409 of PATCH …/status to approved or rejected while some open traveller is not submitted. */
export const caseNotSubmittedMessage =
  'Only the Home Office decides: record a decision once every open traveller has been submitted to the Home Office, or record each traveller’s decision on their own case.';

export interface CaseState {
  status: CaseStatus;
  /** Staff have acted on the case (its review has started). */
  reviewStarted: boolean;
}

/**
 * The application's status, derived from its travellers' cases (docs/decisions/017-a-case-per-traveller.md, 'The application's
 * status, derived'). 'invalid' counts as open and with us (we resubmit), so as processing.
 */
export function deriveApplicationStatus(cases: readonly CaseState[]): ApplicationStatus {
  if (cases.length === 0 || cases.every((item) => item.status === 'cancelled')) return 'cancelled';
  const live = cases.filter((item) => item.status !== 'cancelled');
  const openCases = live.filter((item) => isOpenCase(item.status));
  if (openCases.length === 0) {
    const granted = live.some((item) => item.status === 'granted');
    const refused = live.some((item) => item.status === 'refused');
    if (granted && refused) return 'partly_approved';
    return granted ? 'approved' : 'rejected';
  }
  if (openCases.every((item) => ['ready_to_submit', 'submitted', 'invalid'].includes(item.status))) return 'processing';
  const touched = live.some((item) => item.reviewStarted || item.status === 'information_needed');
  return touched ? 'reviewing' : 'pending';
}

/** The case a traveller starts with when an application of this status is created (and the 0013 backfill). */
export const initialCaseOf = (status: ApplicationStatus): CaseState => {
  switch (status) {
    case 'reviewing':
      return { status: 'in_review', reviewStarted: true };
    case 'processing':
      return { status: 'ready_to_submit', reviewStarted: true };
    case 'approved':
      return { status: 'granted', reviewStarted: true };
    case 'rejected':
      return { status: 'refused', reviewStarted: true };
    case 'cancelled':
      return { status: 'cancelled', reviewStarted: false };
    default:
      return { status: 'in_review', reviewStarted: false };
  }
};

/**
 * Whether PATCH …/status may record one decision for the whole application: only when every
 * open case is `submitted` (and there is one), so a decision is recorded, never invented.
 */
export function everyOpenCaseSubmitted(cases: readonly { status: CaseStatus }[]): boolean {
  const openCases = cases.filter((item) => isOpenCase(item.status));
  return openCases.length > 0 && openCases.every((item) => item.status === 'submitted');
}

/** A family's outcome ('1 of 4 refused'): the travellers refused and those counted (the cancelled left out). */
export function familyOutcome(cases: readonly { status: CaseStatus }[]) {
  const counted = cases.filter((item) => item.status !== 'cancelled');
  return {
    refused: counted.filter((item) => item.status === 'refused').length,
    granted: counted.filter((item) => item.status === 'granted').length,
    total: counted.length,
  };
}

/** What the whole-application move of PATCH …/status does to each open case. */
export function wholeApplicationTarget(status: 'processing' | 'approved' | 'rejected', from: CaseStatus): CaseStatus {
  if (status === 'approved') return 'granted';
  if (status === 'rejected') return 'refused';
  return from === 'submitted' || from === 'ready_to_submit' ? from : 'ready_to_submit';
}
