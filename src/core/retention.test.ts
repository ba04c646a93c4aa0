import { describe, expect, it } from 'vitest';
import { documentsDeletionDay, minimalRecordDeletableFrom, personalDataErasableFrom } from './retention';

const at = (iso: string) => new Date(iso);

describe('when an application’s documents and personal data may be erased', () => {
  it('counts from the later of the decision and the end of the trip', () => {
    const input = { decidedAt: at('2027-03-01T15:00:00Z'), departureDate: '2027-03-10', cancelledAt: null };
    expect(documentsDeletionDay({ ...input, statuses: ['granted'] }, 30)).toBe('2027-04-10');
    expect(documentsDeletionDay({ ...input, statuses: ['refused'], decidedAt: at('2027-03-20T15:00:00Z') }, 30)).toBe(
      '2027-04-20',
    );
  });

  it('starts on a day’s first moment, so the daily job erases on the day named', () => {
    const from = personalDataErasableFrom(
      { statuses: ['granted'], decidedAt: at('2027-03-20T15:00:00Z'), departureDate: '2027-03-01', cancelledAt: null },
      30,
    );
    expect(from?.toISOString()).toBe('2027-04-20T00:00:00.000Z');
  });

  it('counts a cancellation from the cancellation, whatever the trip', () => {
    const input = { statuses: ['cancelled' as const], decidedAt: null, departureDate: '2030-01-01' };
    expect(documentsDeletionDay({ ...input, cancelledAt: at('2027-03-01T10:00:00Z') }, 7)).toBe('2027-03-09');
  });

  it('keeps everything while any traveller is open, an invalid Home Office result included', () => {
    const base = { decidedAt: at('2027-03-01T10:00:00Z'), departureDate: '2027-03-02', cancelledAt: null };
    for (const open of ['in_review', 'ready_to_submit', 'submitted', 'invalid', 'information_needed'] as const)
      expect(personalDataErasableFrom({ ...base, statuses: ['granted', open] }, 30)).toBeNull();
    expect(documentsDeletionDay({ ...base, statuses: ['granted', 'refused', 'cancelled'] }, 30)).toBe('2027-04-02');
    expect(personalDataErasableFrom({ ...base, statuses: [] }, 30)).toBeNull();
  });

  it('keeps the minimal record six years after the erasure', () => {
    expect(minimalRecordDeletableFrom(at('2027-04-10T00:00:00Z')).toISOString()).toBe('2033-04-10T00:00:00.000Z');
  });
});
