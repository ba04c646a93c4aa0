import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActions } from '../core/admin-audit';
import { languageCodes } from '../core/languages';

/** The Activity page's filter and rows name each action from the locales, never by its key. */
describe('the audit actions', () => {
  it('each have their words in every language', () => {
    for (const language of languageCodes) {
      const texts = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, language, 'adminAudit.json'), 'utf8'));
      for (const action of auditActions) {
        const [group, name] = action.split('.') as [string, string];
        expect(texts.actions?.[group]?.[name], `${language}: actions.${action}`).toEqual(expect.any(String));
      }
    }
  });
});
