import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationCodes, messages } from '../core/applications';
import { languageCodes } from '../core/languages';
import { maxUploadMegabytes } from '../core/limits';
import { officialSiteName } from '../core/official-channels';
import { withRuleNumbers } from '../core/rule-copy';

const localesDir = import.meta.dirname;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (Array.isArray(value)) throw new Error(`${prefix}: arrays are not allowed in locale files; use keyed objects`);
  const out: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

const read = (language: string, namespace: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();
/** 'decision.text_few' is the 'few' plural form of 'decision.text' (i18next's JSON format). */
const pluralOf = (key: string) => {
  const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1] as string, form: match[2] as string } : undefined;
};
const plain = (texts: Record<string, string>) => Object.keys(texts).filter((key) => !pluralOf(key));
const pluralKeys = (texts: Record<string, string>) => [
  ...new Set(Object.keys(texts).flatMap((key) => pluralOf(key)?.base ?? [])),
];
/**
 * An amount written into a text: a currency sign, a number beside a currency word, or pounds and
 * pence ('33.99'). Amounts come in formatted for the reader (`{{price}}`, src/core/format.ts), and
 * a money field shows its sign beside the input, not in its label (decision 027).
 */
const currencyWord =
  '(?:pounds?|pence|penny|pfund|livres?|libras?|sterlin[ae]|sterling|pund|ポンド|ペンス|英镑|便士|جنيه|بنس)';
const writtenAmount = new RegExp(
  `[£€$¥]|\\d[\\d.,\\s]*${currencyWord}|${currencyWord}\\s*\\d|(?<![\\d.,])\\d+[.,]\\d{2}(?![\\d.,])`,
  'iu',
);

const namespaces = fs.readdirSync(path.join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));

describe('locale files', () => {
  it('exist for every language and namespace', () => {
    for (const language of languageCodes) {
      for (const namespace of namespaces) {
        expect(
          fs.existsSync(path.join(localesDir, language, `${namespace}.json`)),
          `${language}/${namespace}.json`,
        ).toBe(true);
      }
    }
  });

  for (const namespace of namespaces) {
    const english = read('en', namespace);
    for (const language of languageCodes.filter((code) => code !== 'en')) {
      it(`${language}/${namespace} has exactly the English keys and placeholders`, () => {
        const translated = read(language, namespace);
        const forms = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
        expect(plain(translated).sort()).toEqual(plain(english).sort());
        expect(pluralKeys(translated).sort()).toEqual(pluralKeys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          if (pluralOf(key)) continue;
          expect(placeholders(translated[key] ?? ''), `${language}/${namespace}:${key}`).toEqual(placeholders(text));
          expect((translated[key] ?? '').trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
        }
        for (const base of pluralKeys(english)) {
          // Every plural form of the language, and no other: Arabic has six, Japanese one.
          const own = Object.keys(translated).filter((key) => pluralOf(key)?.base === base);
          expect(own.map((key) => pluralOf(key)?.form).sort(), `${language}/${namespace}:${base}`).toEqual(
            [...forms].sort(),
          );
          const wanted = placeholders(english[`${base}_other`] ?? '').filter((name) => name !== 'count');
          for (const key of own) {
            const text = translated[key] ?? '';
            expect(text.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
            // A form may say the number in words ('يومَي عمل', two working days); 'other' never does.
            const names = placeholders(text);
            expect(
              names.filter((name) => name !== 'count'),
              `${language}/${namespace}:${key}`,
            ).toEqual(wanted);
            if (key.endsWith('_other')) expect(names, `${language}/${namespace}:${key}`).toContain('count');
          }
        }
      });
    }
  }

  it("has every message of the application's rules, word for word in English", () => {
    // With the numbers of our rules in place, as every reader gets them (decision 041).
    const english = withRuleNumbers(read('en', 'fields'), 'en');
    for (const [name, message] of Object.entries(messages)) {
      const code = applicationCodes[name as keyof typeof applicationCodes];
      expect(english[code], `fields:${code}`).toBe(message);
    }
  });

  it('finds an amount written into a text, and not a count or a phone number', () => {
    for (const text of [
      'Fee must be at most £10,000',
      'Betrag (£)',
      '10.000 Pfund',
      '手数料は10,000ポンド以下',
      'such as 33.99',
    ])
      expect(text, text).toMatch(writtenAmount);
    for (const text of [
      'Notes must be at most 2,000 characters',
      `Maximum size is ${maxUploadMegabytes} MB`,
      '+44 303 123 1113',
      'in pounds',
    ])
      expect(text, text).not.toMatch(writtenAmount);
  });

  it('has no currency sign or written amount in any text, in any language', () => {
    for (const language of languageCodes) {
      for (const namespace of namespaces) {
        for (const [key, text] of Object.entries(read(language, namespace))) {
          expect(text, `${language}/${namespace}:${key}`).not.toMatch(writtenAmount);
        }
      }
    }
  });

  it('names GOV.UK word for word in the disclaimer of every language, where it becomes the link', () => {
    for (const language of languageCodes) {
      const text = read(language, 'common')['disclaimer.short'] ?? '';
      expect(text.split(officialSiteName).length - 1, language).toBe(1);
    }
  });

  it('English has the one and other forms of every plural text', () => {
    for (const namespace of namespaces) {
      const english = read('en', namespace);
      for (const base of pluralKeys(english)) {
        expect(
          Object.keys(english)
            .filter((key) => pluralOf(key)?.base === base)
            .sort(),
        ).toEqual([`${base}_one`, `${base}_other`]);
      }
    }
  });
});
