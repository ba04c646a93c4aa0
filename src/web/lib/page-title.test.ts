import { describe, expect, it } from 'vitest';
import { countErrorSummary, errorSummariesShown, pageTitle } from './page-title';

describe('the page-title rule', () => {
  it('names the page first, then where it belongs', () => {
    expect(pageTitle(['Document Upload (step 2 of 6)', 'Apply for UK ETA'], undefined)).toBe(
      'Document Upload (step 2 of 6) – Apply for UK ETA',
    );
  });
  it("starts with 'Error:' while errors show", () => {
    expect(pageTitle(['Travel Information', 'Apply for UK ETA'], 'Error:')).toBe(
      'Error: Travel Information – Apply for UK ETA',
    );
    expect(pageTitle(['Travel Information', 'Apply for UK ETA'], 'エラー：')).toMatch(/^エラー：/);
  });
  it('never counts below zero', () => {
    countErrorSummary(-1);
    expect(errorSummariesShown()).toBe(0);
    countErrorSummary(1);
    expect(errorSummariesShown()).toBe(1);
    countErrorSummary(-1);
    expect(errorSummariesShown()).toBe(0);
  });
});
