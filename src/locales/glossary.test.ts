import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../core/languages';

/** docs/glossary.md: the chosen term of each concept per language, and the banned variants. */
const glossary = fs.readFileSync(path.join(import.meta.dirname, '../../docs/glossary.md'), 'utf8');
const tableAfter = (heading: string) => {
  const start = glossary.indexOf(heading);
  const end = glossary.indexOf('\n## ', start + heading.length);
  const section = glossary.slice(start, end === -1 ? undefined : end);
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = rows;
  return { header: header ?? [], body };
};

/** Every text of a language, the files' values only (keys are English). */
function textsOf(language: string): string {
  const values: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  const dir = path.join(import.meta.dirname, language);
  for (const file of fs.readdirSync(dir)) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  return values.join('\n').toLocaleLowerCase(language);
}

describe('the glossary', () => {
  const terms = tableAfter('## Terms');
  const banned = tableAfter('## Banned variants');

  it('names a term for every concept in every language', () => {
    expect(terms.header.slice(1)).toEqual(
      [...languageCodes].sort((a, b) => terms.header.indexOf(a) - terms.header.indexOf(b)),
    );
    expect(terms.body.map((row) => row[0])).toEqual([
      'ETA',
      'application',
      'reference number',
      'processing fee (the plan)',
      'government fee',
      'traveller',
      'pending',
      'under review',
      'information needed',
    ]);
  });

  for (const language of languageCodes) {
    it(`${language}: the chosen terms appear and no banned variant does`, () => {
      const texts = textsOf(language);
      const column = terms.header.indexOf(language);
      for (const row of terms.body) {
        const term = row[column] ?? '';
        expect(term, `${row[0]} in ${language}`).not.toBe('');
        expect(texts.includes(term.toLocaleLowerCase(language)), `${language}: '${term}' (${row[0]})`).toBe(true);
      }
      const variants = banned.body.find((row) => row[0] === language)?.[1]?.split(';') ?? [];
      for (const variant of variants.map((text) => text.trim()).filter(Boolean)) {
        expect(texts.includes(variant.toLocaleLowerCase(language)), `${language} still says '${variant}'`).toBe(false);
      }
    });
  }
});
