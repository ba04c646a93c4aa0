import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../core/languages';
import { maxUploadMegabytes, minPhotoSize, reviewPromiseHours, urgentTravelHours } from '../core/limits';
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

/** A range, a size or a photo size written out, in any language's words, dashes and spaces. */
const writtenRuleNumbers: Record<string, RegExp> = {
  'the review hours (24-48)': /(?<![\d.,])24\s*(?:[-‐‑‒–—―−~～〜]|to|à|a|y|e|bis|till|och|إلى|至|到)\s*48(?![\d])/iu,
  'the upload limit (5 MB)':
    /(?<![\d.,])5\s*(?:MB|MiB|Mo|Mt|megabytes?|mégaoctets?|ميغابايت|ميجابايت|م\.ب|メガバイト|兆字节|兆)(?![a-z])/iu,
  'the smallest photo (600 × 750)': /(?<![\d.,])600\s*[×xX✕*]\s*750(?![\d])/u,
  'the urgent trip (72 hours)':
    /(?<![\d.,])72\s*(?:h\b|hrs?\b|hours?|heures?|Std\.?|Stunden|horas?|ore|timmar|tim\b|ساعة|時間|小时)/iu,
};

describe('the numbers of our rules in the copy', () => {
  it('finds a written rule number in any of its forms', () => {
    const samples = [
      'within 24-48 hours',
      'innerhalb von 24–48 Stunden',
      'sous 24 à 48 heures',
      'entre 24 y 48 horas',
      '24～48 時間以内',
      'خلال 24 إلى 48 ساعة',
      'at most 5MB',
      'up to 5 MB',
      'jusqu’à 5\u00a0Mo',
      'até 5\u202fMB',
      '5 ميغابايت',
      'at least 600 × 750 pixels',
      '600x750',
      'less than 72 hours away',
      '72時間以内に到着',
    ];
    for (const sample of samples)
      expect(
        Object.values(writtenRuleNumbers).some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    for (const fine of ['24/7 for online applications', '15 MB', '1 248 travellers', '6 months', '{{maxMb}} MB'])
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
    expect(ruleCopyValue('reviewHours', 'en')).toBe('24–48 hours');
    expect(ruleCopyValue('reviewHours', 'de')).toBe('24–48 Stunden');
    expect(ruleCopyValue('reviewHours', 'ja')).toBe('24～48 時間');
    expect(ruleCopyValue('reviewHours', 'ar')).toBe('24–48 ساعة');
    expect(ruleCopyValue('urgentHours', 'fr')).toBe('72\u00a0heures');
    expect(ruleCopyValue('maxMb', 'en')).toBe('5');
    expect(ruleCopyValue('passportMonths', 'ar')).toBe('6 أشهر');
    expect(ruleCopyValue('minWidth', 'de')).toBe('600');
    expect(ruleCopyValue('minHeight', 'ar')).toBe('750');
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
