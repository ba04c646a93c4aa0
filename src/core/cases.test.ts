import { describe, expect, it } from 'vitest';
import { applicationCodes } from './applications';
import { checkFixedAnswers } from './case-requests';
import {
  type CaseState,
  type CaseStatus,
  canMoveCase,
  caseMoves,
  caseStatuses,
  deriveApplicationStatus,
  everyOpenCaseSubmitted,
  familyOutcome,
  initialCaseOf,
  isAwaitingDecision,
  isBeforeSubmission,
  staffMovesFrom,
} from './cases';
import { applicationStatuses } from './statuses';

const cases = (...statuses: CaseStatus[]): CaseState[] => statuses.map((status) => ({ status, reviewStarted: true }));

describe('the transition table', () => {
  it('lets staff take a case through review, submission and a decision', () => {
    const path: CaseStatus[] = [
      'in_review',
      'information_needed',
      'in_review',
      'ready_to_submit',
      'submitted',
      'invalid',
      'submitted',
      'granted',
    ];
    for (let step = 1; step < path.length; step++) {
      const by = path[step - 1] === 'information_needed' ? 'traveller' : 'staff';
      expect(canMoveCase(path[step - 1]!, path[step]!, by), `${path[step - 1]} → ${path[step]}`).toBe(true);
    }
  });

  it('refuses skipping the Home Office: no decision before submission, no submission before review', () => {
    expect(canMoveCase('in_review', 'granted', 'staff')).toBe(false);
    expect(canMoveCase('in_review', 'submitted', 'staff')).toBe(false);
    expect(canMoveCase('information_needed', 'ready_to_submit', 'staff')).toBe(false);
  });

  it('lets the traveller only send fixes back and cancel before submission', () => {
    const travellerMoves = caseMoves.filter((move) => move.by.includes('traveller'));
    expect(travellerMoves.map((move) => move.to).sort()).toEqual(['cancelled', 'in_review']);
    expect(canMoveCase('in_review', 'in_review', 'traveller')).toBe(false);
    expect(canMoveCase('submitted', 'cancelled', 'traveller')).toBe(false);
  });

  it('keeps every decided or cancelled case where it is', () => {
    for (const closed of ['granted', 'refused', 'cancelled'] as const) {
      for (const to of caseStatuses) {
        for (const by of ['staff', 'application', 'traveller'] as const)
          expect(canMoveCase(closed, to, by)).toBe(false);
      }
      expect(staffMovesFrom(closed)).toEqual([]);
    }
  });

  it('lets the whole-application moves record a decision only on a submitted case (only the Home Office grants)', () => {
    expect(canMoveCase('submitted', 'granted', 'application')).toBe(true);
    expect(canMoveCase('submitted', 'refused', 'application')).toBe(true);
    for (const from of ['in_review', 'information_needed', 'ready_to_submit', 'invalid'] as const) {
      expect(canMoveCase(from, 'granted', 'application')).toBe(false);
      expect(canMoveCase(from, 'refused', 'application')).toBe(false);
    }
  });

  it('records one decision for the whole application only while every open traveller is submitted', () => {
    const statuses = (...list: CaseStatus[]) => list.map((status) => ({ status }));
    expect(everyOpenCaseSubmitted(statuses('submitted', 'submitted', 'granted', 'cancelled'))).toBe(true);
    expect(everyOpenCaseSubmitted(statuses('submitted', 'information_needed'))).toBe(false);
    expect(everyOpenCaseSubmitted(statuses('submitted', 'ready_to_submit'))).toBe(false);
    expect(everyOpenCaseSubmitted(statuses('submitted', 'invalid'))).toBe(false);
    expect(everyOpenCaseSubmitted(statuses('granted', 'refused'))).toBe(false);
  });

  it('reads one rule for before submission, per case', () => {
    expect(caseStatuses.filter(isBeforeSubmission)).toEqual(['in_review', 'information_needed', 'ready_to_submit']);
    expect(caseStatuses.filter(isAwaitingDecision)).toEqual(['submitted', 'invalid']);
  });
});

describe('the application status derived from the cases', () => {
  it('is pending until staff act, then under review', () => {
    expect(deriveApplicationStatus([{ status: 'in_review', reviewStarted: false }])).toBe('pending');
    expect(deriveApplicationStatus([{ status: 'in_review', reviewStarted: true }])).toBe('reviewing');
    expect(deriveApplicationStatus(cases('ready_to_submit', 'information_needed'))).toBe('reviewing');
  });

  it('is processing once every open case is ready, submitted or being resubmitted', () => {
    expect(deriveApplicationStatus(cases('ready_to_submit', 'submitted', 'invalid'))).toBe('processing');
    expect(deriveApplicationStatus(cases('granted', 'submitted'))).toBe('processing');
  });

  it('is approved when every decision is a grant, partly approved with grants and refusals, rejected when every one is refused', () => {
    expect(deriveApplicationStatus(cases('granted', 'granted'))).toBe('approved');
    expect(deriveApplicationStatus(cases('granted', 'cancelled'))).toBe('approved');
    expect(deriveApplicationStatus(cases('granted', 'refused', 'granted'))).toBe('partly_approved');
    expect(familyOutcome(cases('granted', 'refused', 'granted', 'granted'))).toEqual({
      refused: 1,
      granted: 3,
      total: 4,
    });
    expect(familyOutcome(cases('granted', 'cancelled'))).toEqual({ refused: 0, granted: 1, total: 1 });
    expect(deriveApplicationStatus(cases('refused', 'refused'))).toBe('rejected');
    expect(deriveApplicationStatus(cases('refused', 'cancelled'))).toBe('rejected');
    expect(deriveApplicationStatus(cases('cancelled', 'cancelled'))).toBe('cancelled');
  });

  it('gives back each status an application was created with (the 0013 backfill)', () => {
    // A family's partial outcome needs two travellers: no application is created with it.
    for (const status of applicationStatuses.filter((item) => item !== 'partly_approved'))
      expect(deriveApplicationStatus([initialCaseOf(status)])).toBe(status);
  });
});

describe('fixed answers', () => {
  const current = {
    firstName: 'Ana',
    lastName: 'Lopez',
    dateOfBirth: '1990-01-01',
    nationality: 'US',
    passportNumber: 'X12',
    passportIssueDate: '2020-01-01',
    passportExpiryDate: '2030-01-01',
    issuingCountry: 'US',
    relationship: 'Sister',
  };
  const check = (answers: Record<string, string>) =>
    checkFixedAnswers({
      index: 2,
      current,
      answers,
      fields: ['passportNumber'],
      departureDate: '2027-06-14',
      today: () => '2026-11-25',
    });

  it('uses the wizard rules on the requested answers only', () => {
    expect(check({ passportNumber: 'X1' })).toEqual({
      fieldErrors: { passportNumber: applicationCodes.passportNumber },
    });
    expect(check({ passportNumber: ' X1234567 ' })).toEqual({ values: { passportNumber: 'X1234567' } });
  });
});
