import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../core/languages';

const localesDir = path.join(import.meta.dirname, 'locales');

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
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(placeholders(translated[key] ?? ''), `${language}/${namespace}:${key}`).toEqual(placeholders(text));
          expect((translated[key] ?? '').trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
        }
      });
    }
  }
});
