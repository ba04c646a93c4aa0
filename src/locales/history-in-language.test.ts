import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../core/languages';

/** Every text of a namespace by its dotted key. */
function textsOf(language: string, namespace: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') texts.set(key, value);
    else if (value && typeof value === 'object')
      for (const [inner, child] of Object.entries(value)) walk(child, key ? `${key}.${inner}` : inner);
  };
  walk(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, language, `${namespace}.json`), 'utf8')), '');
  return texts;
}

/** What a history or a receipt says: the receipt's every line, the histories of both sides. */
const historyAndReceipt: Record<string, string[]> = {
  receipt: [''],
  myApplications: ['timeline.', 'historyLines.'],
  admin: ['history.', 'historyLines.'],
  cases: ['history.', 'traveller.timeline.'],
};

/** A word the language spells as English does (German, French, Italian and Swedish 'Standard'). */
const sameInLanguage = new Set(['Standard']);

/** A text with words of its own, not only placeholders, numbers and signs. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

describe("a non-English page's history and receipt (#37 item 7)", () => {
  for (const language of languageCodes.filter((code) => code !== 'en')) {
    it(`${language}: no line is left in English`, () => {
      const english: string[] = [];
      for (const [namespace, prefixes] of Object.entries(historyAndReceipt)) {
        const theirs = textsOf(language, namespace);
        for (const [key, text] of textsOf('en', namespace)) {
          if (!prefixes.some((prefix) => key.startsWith(prefix))) continue;
          if (theirs.get(key) === text && hasWords(text) && !sameInLanguage.has(text))
            english.push(`${namespace}:${key}`);
        }
      }
      expect(english).toEqual([]);
    });
  }

  it('would find an English line', () => {
    expect(hasWords('{{amount}} refunded')).toBe(true);
    expect(hasWords('{{number}}. {{name}} ({{nationality}})')).toBe(false);
  });
});
