import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, language, `${namespace}.json`), 'utf8'));

// The application's state and its travellers' cases in that same state.
const sameState = [
  ['approved', 'granted'],
  ['rejected', 'refused'],
  ['cancelled', 'cancelled'],
  ['reviewing', 'in_review'],
] as const;

describe('one word per state for an application and its travellers', () => {
  for (const language of ['ja', 'zh']) {
    it(`${language}: the badge and the travellers' rows agree`, () => {
      const application = read(language, 'myApplications').status;
      const traveller = read(language, 'cases').status;
      for (const [state, caseState] of sameState) expect(traveller[caseState], state).toBe(application[state]);
    });
  }
  it("ja: 'Pending' is 審査待ち (waiting for review), not 保留中 (on hold)", () => {
    expect(read('ja', 'myApplications').status.pending).toBe('審査待ち');
    expect(read('ja', 'admin').status.pending).toBe('審査待ち');
  });
});
