import type { TFunction } from './i18n';

/**
 * A core schema message (English, src/core) in the reader's language. `keys` names the
 * translation key of each message the form can meet; a message it does not know (a server's) is
 * shown as it came.
 */
export function translateMessage(
  t: TFunction,
  keys: Readonly<Record<string, string>>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = keys[message];
  return key ? t(key) : message;
}

/** The keys of a core messages object under one prefix: `{ [message]: 'prefix.name' }`. */
export function keysOf(messages: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([name, message]) => [message, `${prefix}.${name}`]));
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
