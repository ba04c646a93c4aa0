import { useCallback } from 'react';
import { messageOfCode } from './api-errors';
import { type TFunction, useTranslation } from './i18n';

/** What a form passes for a code's placeholders ('{{max}}'). */
export type FieldValues = Record<string, string | number>;

/**
 * A field error in the reader's language by its code (docs/decisions/051-field-errors-by-code.md):
 * a core rule's code from the `fields` namespace, a refusal's code at a field (PASSWORD_TOO_COMMON)
 * from `errors`; anything else (zod's own words for a malformed call) as it came.
 */
export function fieldMessage(t: TFunction, code: string | undefined, values?: FieldValues): string | undefined {
  if (!code) return undefined;
  return t(`fields:${code}`, { ...values, defaultValue: '' }) || messageOfCode({ code, message: code });
}

/** `fieldMessage` for a component: suspends until the `fields` namespace is loaded. */
export function useFieldMessage(): (code: string | undefined, values?: FieldValues) => string | undefined {
  const { t } = useTranslation('fields');
  // Stable per language, so an effect may depend on it.
  return useCallback((code: string | undefined, values?: FieldValues) => fieldMessage(t, code, values), [t]);
}

/**
 * Two sentences as one text: a full stop is added after the first when it has none (the server's
 * messages often end without one), '。' after Chinese or Japanese, with no space there.
 */
export function joinSentences(first: string, second: string): string {
  if (/[\u3000-\u30ff\u4e00-\u9fff\uff01-\uff1f]$/.test(first))
    return `${first}${/[。！？]$/.test(first) ? '' : '。'}${second}`;
  return `${/[.!?؟]$/.test(first) ? first : `${first}.`} ${second}`;
}
