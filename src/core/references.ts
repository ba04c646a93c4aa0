import { referencePrefix } from './limits';

/** How many digits follow the prefix. */
export const referenceDigits = 8;

/** 'ADV-' and 8 digits (issue: reference unique, ADV- prefix). */
export const referencePattern = new RegExp(`^${referencePrefix}\\d{${referenceDigits}}$`);

/** What a reference looks like, for a form's placeholder: 'ADV-XXXXXXXX'. */
export const referencePlaceholder = `${referencePrefix}${'X'.repeat(referenceDigits)}`;

const prefixLetters = referencePrefix.replace(/[^A-Z]/g, '');
const looseReference = new RegExp(`^(?:${prefixLetters})?(\\d{${referenceDigits}})$`);

/**
 * A reference as a person types or pastes it, made whole: 'adv 1234 5678', 'ADV12345678',
 * '12345678', full-width digits (a Japanese keyboard), Arabic-Indic digits and stray spaces, dashes or dots all give
 * 'ADV-12345678'; anything else gives null. Every place that looks a reference up reads it through this.
 */
export function normaliseReference(value: string): string | null {
  const compact = value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/[\s\-‐‑‒–—―_.·/]/g, '');
  const digits = looseReference.exec(compact)?.[1];
  return digits ? `${referencePrefix}${digits}` : null;
}

/** Draws a reference from a source of random integers; the caller retries on a collision. */
export function makeReference(randomInt: (max: number) => number): string {
  let digits = '';
  for (let i = 0; i < referenceDigits; i++) digits += String(randomInt(10));
  return `${referencePrefix}${digits}`;
}
