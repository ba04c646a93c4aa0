import { describe, expect, it } from 'vitest';
import { additionalApplicantFields } from './applications';
import { relationshipCodeOf } from './relationships';

describe('the relationship code', () => {
  const field = additionalApplicantFields.relationship;
  it('accepts each code, in any case, and old English words as their code', () => {
    for (const code of ['spouse', 'partner', 'child', 'parent', 'sibling', 'other'])
      expect(field.parse(code)).toBe(code);
    expect(field.parse(' Child ')).toBe('child');
    expect(field.parse('Son')).toBe('child');
    expect(field.parse('Wife')).toBe('spouse');
  });
  it('refuses free text in another language or nothing', () => {
    expect(field.safeParse('妻').success).toBe(false);
    expect(field.safeParse('').success).toBe(false);
    expect(relationshipCodeOf('息子')).toBeUndefined();
  });
});
