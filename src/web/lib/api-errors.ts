import { type ApiErrorBody, genericErrorCodes } from '../../core/errors';
import { formatMoney } from '../../core/format';
import { formatWait } from '../../core/format-units';
import { ApiError } from './api';
import { i18n } from './i18n';
import { toast } from './toast';

// The words of a failed call, apart from the fetch client: the public pages' first load carries
// the client (public settings, the session) but shows no refusal (decision 006's budget).

/**
 * A refusal in the reader's language, by its code (the `errors` namespace, decision 027): the
 * server's parameters fill the text, amounts in pence (`mostPence`) formatted for the reader as
 * `most`, a wait in seconds (`waitSeconds`) as `wait` in the reader's words, a traveller's case status (`fromStatus`) in the reader's words as `from`. An English reader of a generic code (NOT_FOUND, CONFLICT …) gets the server's own,
 * more specific words; a code the web does not know yet gets the server's message.
 */
export function messageOfCode(body: Partial<ApiErrorBody> | undefined): string | undefined {
  const code = body?.code;
  if (!code) return body?.message;
  const language = i18n.language;
  if (language === 'en' && genericErrorCodes.includes(code) && body.message) return body.message;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(body.params ?? {})) {
    if (name.endsWith('Pence') && typeof value === 'number')
      values[name.slice(0, -'Pence'.length)] = formatMoney(value, language);
    else if (name.endsWith('Seconds') && typeof value === 'number')
      values[name.slice(0, -'Seconds'.length)] = formatWait(value, language);
    else if (name.endsWith('Status') && typeof value === 'string')
      values[name.slice(0, -'Status'.length)] = i18n.t(`cases:status.${value}`, { defaultValue: value });
    else values[name] = value;
  }
  const text = i18n.t(`errors:${code}`, { ...values, defaultValue: '' });
  return text || body.message;
}

/**
 * What to tell a person about a failed call, for a toast or a form: the refusal's code in the
 * reader's language (the server's words for a code the web does not know), and the spec's generic
 * texts for the rest: no answer, too slow, too many tries, or a server fault.
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    // A 429 names its limit by code ('Too many searches…', the wait in the reader's words); one
    // without a body (a proxy's) gets the generic sentence.
    if (error.status === 429 && !error.body?.code) return i18n.t('errors.rateLimited');
    // A 503 says why (down, maintenance, paused, the virus scanner); any other fault says nothing.
    if (error.status >= 500 && error.status !== 503) return i18n.t('errors.unexpected');
    return messageOfCode(error.body) ?? error.message;
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') return i18n.t('errors.timeout');
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return i18n.t('errors.serverUnavailable');
  return i18n.t('errors.unexpected');
}

/** The red toast of a failed call: its title, and the refusal in the reader's words. */
export function toastError(title: string, error: unknown) {
  toast({ title, description: describeError(error), variant: 'destructive' });
}
