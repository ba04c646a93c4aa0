import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldCodeList } from '../core/field-messages';
import { joinSentences } from './lib/schema-message';

const webDir = import.meta.dirname;

/** Every source file of the web app, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('field errors by code (decision 051)', () => {
  it('no web source looks a core message up by its English', () => {
    // A core messages object (authMessages, caseMessages …) imported by the web is a table from
    // English to words: the forms read the codes the rules give instead.
    const found = sources(webDir).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[./]*\/core\/[^']+'/g)]
        .flatMap((match) => match[1]!.split(',').map((name) => name.trim().split(/\s+/)[0] ?? ''))
        .filter((name) => /^(\w+Messages|messages)$/.test(name))
        .map((name) => `${path.relative(webDir, file)}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('knows more than a hundred codes, each UPPER_SNAKE', () => {
    expect(fieldCodeList.length).toBeGreaterThan(100);
    for (const code of fieldCodeList) expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
  });
});

describe('two sentences joined for a field message', () => {
  it('adds the full stop a server message leaves off, in the script of the sentence', () => {
    expect(joinSentences('Invalid or expired verification code', 'You have 4 more tries.')).toBe(
      'Invalid or expired verification code. You have 4 more tries.',
    );
    expect(joinSentences('That code is not right.', 'You have 1 more try.')).toBe(
      'That code is not right. You have 1 more try.',
    );
    expect(joinSentences('確認コードが正しくないか、有効期限が切れています', '残り4回試せます。')).toBe(
      '確認コードが正しくないか、有効期限が切れています。残り4回試せます。',
    );
  });
});
