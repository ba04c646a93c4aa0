import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStatuses, caseStatusLabels } from '../core/cases';
import { languageCodes } from '../core/languages';
import { applicationStatuses } from '../core/statuses';

const read = (language: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, language, file), 'utf8'));

/**
 * A traveller's case in the same state as an application: one word for both (#37 item 7). The
 * other case states (information needed, ready to submit, submitted, invalid) are a traveller's
 * only, and still one word wherever they show.
 */
const sameStateAs: Record<string, string> = { in_review: 'reviewing', granted: 'approved', refused: 'rejected' };
const states = new Set<string>([...applicationStatuses, ...caseStatuses]);

/**
 * Every status word list of a language: an object named status, statuses or counters holding two
 * or more application or case states (a refund's or a check's own 'pending' is one state only and
 * not an application's), and the queue's view named after a state. `namespace:path` → state → word.
 */
function statusLists(language: string): Map<string, Record<string, string>> {
  const lists = new Map<string, Record<string, string>>();
  const walk = (value: unknown, where: string[], namespace: string) => {
    if (!value || typeof value !== 'object') return;
    const entries = Object.entries(value as Record<string, unknown>);
    const named = entries.filter(
      (entry): entry is [string, string] => states.has(entry[0]) && typeof entry[1] === 'string',
    );
    const key = where.at(-1) ?? '';
    const list =
      (['status', 'statuses', 'counters'].includes(key) && named.length >= 2) ||
      (namespace === 'adminQueue' && where.join('.') === 'views');
    if (list) lists.set(`${namespace}:${where.join('.')}`, Object.fromEntries(named));
    for (const [inner, child] of entries) walk(child, [...where, inner], namespace);
  };
  for (const file of fs.readdirSync(path.join(import.meta.dirname, language)))
    walk(read(language, file), [], file.replace(/\.json$/, ''));
  return lists;
}

/** state → each list's word for it, the case states under the application's name for them. */
function wordsByState(lists: Map<string, Record<string, string>>) {
  const byState = new Map<string, Map<string, string>>();
  for (const [list, words] of lists)
    for (const [state, word] of Object.entries(words)) {
      const name = sameStateAs[state] ?? state;
      byState.set(name, (byState.get(name) ?? new Map()).set(list, word));
    }
  return byState;
}

describe('one word per state for an application and its travellers', () => {
  it('finds the status word lists of the badge, the staff, the travellers, tracking and the e-mails', () => {
    const expected = `admin:status adminApplications:counters adminQueue:views cases:status
      mail:applicationStatusChanged.statuses mail:familyOutcome.status myApplications:status outcome:status`;
    expect([...statusLists('en').keys()].sort()).toEqual(expected.split(/\s+/));
  });

  for (const language of languageCodes) {
    it(`${language}: every list says a state with the same word`, () => {
      const lists = statusLists(language);
      // The server's English messages name a case's state as the English pages do.
      if (language === 'en') lists.set('core:caseStatusLabels', caseStatusLabels);
      for (const [state, words] of wordsByState(lists)) {
        const distinct = new Set(words.values());
        expect(distinct.size, `${language} '${state}': ${JSON.stringify(Object.fromEntries(words))}`).toBe(1);
      }
    });
  }

  it("en: the spec's badge words (Approved, Rejected, 'Under Review', Pending)", () => {
    const badge = read('en', 'myApplications.json').status;
    expect([badge.approved, badge.rejected, badge.reviewing, badge.pending]).toEqual([
      'Approved',
      'Rejected',
      'Under Review',
      'Pending',
    ]);
  });

  it("ja: 'Pending' is 審査待ち (waiting for review), not 保留中 (on hold)", () => {
    expect(read('ja', 'myApplications.json').status.pending).toBe('審査待ち');
    expect(read('ja', 'admin.json').status.pending).toBe('審査待ち');
  });
});
