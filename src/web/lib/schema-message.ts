import { useCallback, useEffect, useState } from 'react';
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

/**
 * `fieldMessage` for a component. It never suspends: a form shown after a click (the card form
 * once the terms are ticked) must not swap the page for a spinner under the pointer. The `fields`
 * namespace loads when the first such component shows, long before a field error can; until then
 * a code reads as its refusal's words or as it came.
 */
export function useFieldMessage(): (code: string | undefined, values?: FieldValues) => string | undefined {
  const { i18n } = useTranslation();
  const ready = i18n.hasLoaded(['fields']);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces('fields').then(() => setLoads((count) => count + 1));
  }, [ready, i18n]);
  const language = i18n.language;
  // Stable per language, so an effect may depend on it (the payment intent's does): it reads the
  // words when called, and the component renders again once they arrive.
  return useCallback(
    (code: string | undefined, values?: FieldValues) =>
      fieldMessage(i18n.getFixedT(language, ['fields']), code, values),
    [i18n, language],
  );
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
