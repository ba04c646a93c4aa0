import { describe, expect, it } from 'vitest';
import { inReviewOrder } from './admin-applications';
import { applicationStatuses, canMoveTo, progressOf, statusMoves } from './statuses';

describe('status moves', () => {
  it('offers nothing after a final decision or a cancellation', () => {
    for (const status of ['approved', 'rejected', 'cancelled'] as const) expect(statusMoves[status]).toEqual([]);
  });

  it('lets an open application be decided, and marked processing only once', () => {
    expect(canMoveTo('pending', 'processing')).toBe(true);
    expect(canMoveTo('reviewing', 'approved')).toBe(true);
    expect(canMoveTo('processing', 'rejected')).toBe(true);
    expect(canMoveTo('processing', 'processing')).toBe(false);
    expect(canMoveTo('approved', 'rejected')).toBe(false);
  });

  it('has an entry for every status', () => {
    expect(Object.keys(statusMoves).sort()).toEqual([...applicationStatuses].sort());
  });
});

describe('progressOf', () => {
  it('shows the real stage, and Finalised complete once every traveller is decided', () => {
    expect(progressOf('pending')).toBe(1);
    expect(progressOf('reviewing')).toBe(1);
    expect(progressOf('processing')).toBe(2);
    expect(progressOf('approved')).toBe(4);
    expect(progressOf('partly_approved')).toBe(4);
  });

  it('gives way to a banner when rejected or cancelled', () => {
    expect(progressOf('rejected')).toBeNull();
    expect(progressOf('cancelled')).toBeNull();
  });
});

describe('inReviewOrder', () => {
  it('puts each traveller’s passport, then photo, then any other document, traveller by traveller', () => {
    const documents = [
      { id: 'a', kind: 'photo', travellerIndex: 1 },
      { id: 'b', kind: 'additionalDocument', travellerIndex: 0 },
      { id: 'c', kind: 'passportScan', travellerIndex: 1 },
      { id: 'd', kind: 'photo', travellerIndex: 0 },
      { id: 'e', kind: 'passportScan', travellerIndex: 0 },
    ] as const;
    expect(inReviewOrder([...documents]).map((document) => document.id)).toEqual(['e', 'd', 'b', 'c', 'a']);
  });
});
