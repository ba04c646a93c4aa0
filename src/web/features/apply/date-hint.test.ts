import { describe, expect, it } from 'vitest';
import { dateHint } from './date-hint';

const t = (key: string, options?: unknown) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('the example under a date field', () => {
  it('is a day gone for a birth or issue date, and next year for an expiry, arrival or departure', () => {
    const today = new Date('2026-11-28T12:00:00Z');
    expect(dateHint(t, 'dateOfBirth', today)).toBe('dates.hint');
    expect(dateHint(t, 'passportIssueDate', today)).toBe('dates.hint');
    for (const field of ['passportExpiryDate', 'arrivalDate', 'departureDate'])
      expect(dateHint(t, field, today)).toBe('dates.hintFuture{"year":2027}');
  });
});
