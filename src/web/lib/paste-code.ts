import type { ClipboardEvent } from 'react';
import { oneTimeCodeLength } from '../../core/limits';

/**
 * A six-digit code pasted with spaces, a dash or a line break ('123 456', ' 123456\n', as mail
 * apps and authenticator apps copy it) goes in as its digits, instead of being cut short by the
 * field's maxLength: pasting a code must just work (WCAG 2.2, 3.3.8 Accessible Authentication).
 */
export function pasteOneTimeCode(event: ClipboardEvent<HTMLInputElement>) {
  const pasted = event.clipboardData.getData('text');
  const digits = pasted.replace(/[\s-]/g, '');
  if (digits === pasted || !new RegExp(`^\\d{${oneTimeCodeLength}}$`).test(digits)) return;
  event.preventDefault();
  const input = event.currentTarget;
  // Through the native setter, so React (and react-hook-form) see an ordinary change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, digits);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
