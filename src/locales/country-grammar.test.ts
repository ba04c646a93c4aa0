import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryName, countryNameInSentence } from '../core/countries';

/**
 * A country's name comes from Intl.DisplayNames, bare: 'Stati Uniti', 'Canada', 'Vereinigte
 * Staaten'. Where a language puts an article or a contracted preposition before a name
 * ('degli Stati Uniti', 'do Canadá', 'der Vereinigten Staaten'), no text may put the bare name
 * straight after a preposition; it is written 'citizens of this country (X)' instead.
 */
const needsArticle: Record<string, RegExp> = {
  it: /\b(di|da|a|in|per|dal|del|nel)\s+\{\{\s*country\s*\}\}/i,
  pt: /\b(de|do|da|em|para|por|no|na)\s+\{\{\s*country\s*\}\}/i,
  fr: /(\b(de|du|à|en|pour|au)\s+|\bd[’']|\bl[’'])\{\{\s*country\s*\}\}/i,
  de: /\b(von|aus|für|in|nach|der|die|das)\s+\{\{\s*country\s*\}\}/i,
};

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    texts(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('country names inside sentences', () => {
  for (const [language, pattern] of Object.entries(needsArticle)) {
    it(`${language}: no bare country name after a preposition`, () => {
      const dir = path.join(import.meta.dirname, language);
      const found = fs
        .readdirSync(dir)
        .flatMap((file) =>
          texts(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))).map(
            ([key, text]) => [`${file}:${key}`, text] as const,
          ),
        )
        .filter(([, text]) => pattern.test(text));
      expect(found).toEqual([]);
    });
  }

  it("says 'the' before the English names that take it, and leaves every other name bare", () => {
    expect(countryNameInSentence('US', 'en')).toBe('the United States');
    expect(countryNameInSentence('NL', 'en')).toBe('the Netherlands');
    expect(countryNameInSentence('JP', 'en')).toBe('Japan');
    expect(countryNameInSentence('US', 'it')).toBe(countryName('US', 'it'));
  });
});
