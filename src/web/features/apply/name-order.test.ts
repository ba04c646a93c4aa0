import { describe, expect, it } from 'vitest';
import { inNameOrder, passportNameFrom } from './name-order';

const fields = ['firstName', 'lastName', 'dateOfBirth'] as const;

describe('names in the reader’s order', () => {
  it('asks the surname first in Japanese, Chinese and Korean', () => {
    for (const language of ['ja', 'zh', 'ko'])
      expect(inNameOrder(fields, language)).toEqual(['lastName', 'firstName', 'dateOfBirth']);
  });
  it('keeps the given names first elsewhere', () => {
    for (const language of ['en', 'de', 'ar']) expect(inNameOrder(fields, language)).toEqual([...fields]);
  });
});

describe('the account name prefilled into a passport name', () => {
  it('fills a Latin-script name', () => {
    expect(passportNameFrom(' Zoë ')).toBe('Zoë');
  });
  it('never fills a name in another script', () => {
    expect(passportNameFrom('ليلى')).toBeNull();
    expect(passportNameFrom('山田')).toBeNull();
    expect(passportNameFrom(null)).toBeNull();
  });
});
