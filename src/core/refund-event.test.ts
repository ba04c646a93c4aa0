import { describe, expect, it } from 'vitest';
import { refundedEventAmount } from './refunds';

describe("a refund's history line", () => {
  it('reads the amount kept in the details', () => {
    expect(refundedEventAmount({ amountPence: 4999 }, null)).toBe(4999);
  });
  it("reads older rows' English note, so it is not shown in English", () => {
    expect(refundedEventAmount(null, '£49.99 refunded')).toBe(4999);
    expect(refundedEventAmount(null, '£1,049.50 refunded')).toBe(104950);
    expect(refundedEventAmount(null, '£16 refunded')).toBe(1600);
  });
  it('has no amount for anything else', () => {
    expect(refundedEventAmount(null, 'Staff wrote this')).toBeNull();
    expect(refundedEventAmount({ amountPence: 'x' }, null)).toBeNull();
  });
});
