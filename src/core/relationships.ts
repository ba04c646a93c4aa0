import { z } from 'zod';

/** A family member's relationship to the main applicant, as a code (words per language in `common`). */
export const relationshipCodes = ['spouse', 'partner', 'child', 'parent', 'sibling', 'other'] as const;
export type RelationshipCode = (typeof relationshipCodes)[number];

// English words older clients and saved progress may send, read as their code.
const words: Readonly<Record<string, RelationshipCode>> = {
  wife: 'spouse',
  husband: 'spouse',
  son: 'child',
  daughter: 'child',
  mother: 'parent',
  father: 'parent',
  brother: 'sibling',
  sister: 'sibling',
};

export const isRelationshipCode = (value: unknown): value is RelationshipCode =>
  typeof value === 'string' && (relationshipCodes as readonly string[]).includes(value);

/** A typed relationship as its code, in any case; undefined for words that are not one. */
export function relationshipCodeOf(value: unknown): RelationshipCode | undefined {
  if (typeof value !== 'string') return undefined;
  const plain = value.trim().toLowerCase();
  return isRelationshipCode(plain) ? plain : words[plain];
}

/** The relationship field: a code (`child`, or `Child` and `Son` from older clients), nothing else. */
export const relationshipField = (message: string) =>
  z.preprocess((value) => relationshipCodeOf(value) ?? value, z.enum(relationshipCodes, { error: message }));
