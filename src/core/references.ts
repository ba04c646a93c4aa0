import { referencePrefix } from './limits';

/** 'ADV-' and 8 digits (issue: reference unique, ADV- prefix). */
export const referencePattern = /^ADV-\d{8}$/;

export function isReference(value: string): boolean {
  return referencePattern.test(value.trim().toUpperCase());
}

/** Draws a reference from a source of random integers; the caller retries on a collision. */
export function makeReference(randomInt: (max: number) => number): string {
  let digits = '';
  for (let i = 0; i < 8; i++) digits += String(randomInt(10));
  return `${referencePrefix}${digits}`;
}
