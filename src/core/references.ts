import { referencePrefix } from './limits';

/** How many digits follow the prefix. */
export const referenceDigits = 8;

/** 'ADV-' and 8 digits (issue: reference unique, ADV- prefix). */
export const referencePattern = new RegExp(`^${referencePrefix}\\d{${referenceDigits}}$`);

/** What a reference looks like, for a form's placeholder: 'ADV-XXXXXXXX'. */
export const referencePlaceholder = `${referencePrefix}${'X'.repeat(referenceDigits)}`;

export function isReference(value: string): boolean {
  return referencePattern.test(value.trim().toUpperCase());
}

/** Draws a reference from a source of random integers; the caller retries on a collision. */
export function makeReference(randomInt: (max: number) => number): string {
  let digits = '';
  for (let i = 0; i < referenceDigits; i++) digits += String(randomInt(10));
  return `${referencePrefix}${digits}`;
}
