import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../core/languages';
import {
  maxUploadMegabytes,
  minPhotoSize,
  passportWarningMonths,
  reviewPromiseHours,
  urgentTravelHours,
} from '../core/limits';
import { ruleCopyValue, ruleCopyValues } from '../core/rule-copy';

/**
 * The numbers of our rules are not written into the copy (decision 041): a text says
 * `{{reviewHours}}`, `{{maxMb}} MB`, `{{minWidth}} × {{minHeight}}`, `{{urgentHours}}`, and the
 * code fills them from the constants in src/core, so changing a rule changes every page, e-mail
 * and receipt at once.
 */
const localesDir = import.meta.dirname;

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    texts(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** The rules' numbers, from their constants: the test writes none of them by hand either. */
const [soonest, latest] = [reviewPromiseHours.soonest, reviewPromiseHours.latest];
const [width, height] = [minPhotoSize.width, minPhotoSize.height];
const [mb, urgent] = [maxUploadMegabytes, urgentTravelHours];

/** A range, a size or a photo size written out, in any language's words, dashes and spaces. */
const writtenRuleNumbers: Record<string, RegExp> = {
  'the review hours': new RegExp(
    `(?<![\\d.,])${soonest}\\s*(?:[-‐‑‒–—―−~～〜]|to|à|a|y|e|bis|till|och|إلى|至|到)\\s*${latest}(?![\\d])`,
    'iu',
  ),
  'the upload limit': new RegExp(
    `(?<![\\d.,])${mb}\\s*(?:MB|MiB|Mo|Mt|megabytes?|mégaoctets?|ميغابايت|ميجابايت|م\\.ب|メガバイト|兆字节|兆)(?![a-z])`,
    'iu',
  ),
  'the smallest photo': new RegExp(`(?<![\\d.,])${width}\\s*[×xX✕*]\\s*${height}(?![\\d])`, 'u'),
  'the urgent trip': new RegExp(
    `(?<![\\d.,])${urgent}\\s*(?:h\\b|hrs?\\b|hours?|heures?|Std\\.?|Stunden|horas?|ore|timmar|tim\\b|ساعة|時間|小时)`,
    'iu',
  ),
};

describe('the numbers of our rules in the copy', () => {
  it('finds a written rule number in any of its forms', () => {
    const samples = [
      `within ${soonest}-${latest} hours`,
      `innerhalb von ${soonest}–${latest} Stunden`,
      `sous ${soonest} à ${latest} heures`,
      `entre ${soonest} y ${latest} horas`,
      `${soonest}～${latest} 時間以内`,
      `خلال ${soonest} إلى ${latest} ساعة`,
      `at most ${mb}MB`,
      `up to ${mb} MB`,
      `jusqu’à ${mb}\u00a0Mo`,
      `até ${mb}\u202fMB`,
      `${mb} ميغابايت`,
      `at least ${width} × ${height} pixels`,
      `${width}x${height}`,
      `less than ${urgent} hours away`,
      `${urgent}時間以内に到着`,
    ];
    for (const sample of samples)
      expect(
        Object.values(writtenRuleNumbers).some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    for (const fine of [
      '24/7 for online applications',
      `1${mb} MB`,
      `1 ${soonest}${latest} travellers`,
      '{{maxMb}} MB',
    ])
      expect(
        Object.values(writtenRuleNumbers).some((pattern) => pattern.test(fine)),
        fine,
      ).toBe(false);
  });

  for (const language of languageCodes) {
    it(`${language}: no text writes the review hours, the upload limit, the photo size or the urgent hours`, () => {
      const dir = path.join(localesDir, language);
      for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        for (const [key, text] of texts(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))) {
          for (const [rule, pattern] of Object.entries(writtenRuleNumbers))
            expect(text, `${language}/${file}:${key} writes ${rule}; use its placeholder`).not.toMatch(pattern);
        }
      }
    });
  }

  it("fills each placeholder from its constant, in the reader's language", () => {
    expect(ruleCopyValue('reviewHours', 'en')).toBe(`${soonest}–${latest} hours`);
    expect(ruleCopyValue('reviewHours', 'de')).toBe(`${soonest}–${latest} Stunden`);
    expect(ruleCopyValue('reviewHours', 'ja')).toBe(`${soonest}～${latest} 時間`);
    expect(ruleCopyValue('reviewHours', 'ar')).toBe(`${soonest}–${latest} ساعة`);
    expect(ruleCopyValue('urgentHours', 'fr')).toBe(`${urgent}\u00a0heures`);
    expect(ruleCopyValue('maxMb', 'en')).toBe(String(mb));
    expect(ruleCopyValue('passportMonths', 'ar')).toBe(`${passportWarningMonths} أشهر`);
    expect(ruleCopyValue('minWidth', 'de')).toBe(String(width));
    expect(ruleCopyValue('minHeight', 'ar')).toBe(String(height));
    expect(ruleCopyValue('count', 'en')).toBeUndefined();
    // The words follow the constants, not the other way round.
    expect(ruleCopyValue('reviewHours', 'en')).toContain(String(reviewPromiseHours.latest));
    expect(ruleCopyValue('urgentHours', 'en')).toContain(String(urgentTravelHours));
    expect(ruleCopyValue('maxMb', 'en')).toBe(String(maxUploadMegabytes));
    expect(ruleCopyValue('minWidth', 'en')).toBe(String(minPhotoSize.width));
    for (const language of languageCodes)
      for (const name of Object.keys(ruleCopyValues))
        expect(ruleCopyValue(name, language), `${language} ${name}`).toBeTruthy();
  });
});
