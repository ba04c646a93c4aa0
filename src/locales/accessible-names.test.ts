import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../core/languages';

const apply = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, language, 'apply.json'), 'utf8')) as {
    payment: { change: string; changeRow: Record<string, string> };
  };

describe("the review's Change links", () => {
  for (const language of languageCodes) {
    it(`${language}: each is a whole sentence that holds the visible word (WCAG 2.5.3)`, () => {
      const { change, changeRow } = apply(language).payment;
      expect(Object.keys(changeRow)).toHaveLength(14);
      for (const [row, sentence] of Object.entries(changeRow)) {
        expect(sentence.toLocaleLowerCase(language), `${language} ${row}`).toContain(
          change.toLocaleLowerCase(language),
        );
        expect(sentence, `${language} ${row} is a sentence, not a template`).not.toContain('{{');
      }
    });
  }
});
