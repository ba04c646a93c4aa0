import { describe, expect, it } from 'vitest';
import { shownStatus } from './my-applications';

describe("a status badge's status", () => {
  it('is the status itself when we know it', () => {
    for (const status of ['pending', 'processing', 'reviewing', 'approved', 'rejected', 'cancelled'])
      expect(shownStatus(status)).toBe(status);
  });

  it("is Pending for any status the spec does not list (spec §4: 'default for anything else')", () => {
    for (const status of ['submitted', 'in review', 'additional_information_required', '', 'APPROVED'])
      expect(shownStatus(status)).toBe('pending');
  });
});
