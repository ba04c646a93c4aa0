import { isPassportName } from '../../../core/applications';

/** Languages that write the family name first, as their passports' pages do. */
const surnameFirst = new Set(['ja', 'zh', 'ko']);

/** A form's fields in the reader's order: the surname before the given names in Japanese, Chinese and Korean. */
export function inNameOrder<T extends string>(fields: readonly T[], language: string): T[] {
  const list = [...fields];
  if (!surnameFirst.has(language.split('-')[0] ?? '')) return list;
  const first = list.indexOf('firstName' as T);
  const last = list.indexOf('lastName' as T);
  if (first < 0 || last < 0 || last < first) return list;
  list[first] = 'lastName' as T;
  list[last] = 'firstName' as T;
  return list;
}

/**
 * The account's name fills a passport-name field only when it could be the passport's Latin-script
 * name (the core rule): an account name in another script (ليلى, 山田) is never prefilled.
 */
export const passportNameFrom = (accountName: string | null | undefined): string | null =>
  accountName && isPassportName(accountName.trim()) ? accountName.trim() : null;
