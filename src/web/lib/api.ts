import { type ApiErrorBody, errorCodes, genericErrorCodes } from '../../core/errors';
import { formatMoney, formatWait } from '../../core/format';
import { noteActivity } from './activity';
import { i18n } from './i18n';

/**
 * The one fetch client (spec §7): credentials included, JSON only with a body, and any non-OK
 * response becomes an error whose message is '<status>: <body or statusText>'. The parsed
 * body's code and field errors ride along, so callers switch on `code`, not on text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: Partial<ApiErrorBody>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's own message, for toasts ('Invalid username or password'). */
  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }
}

const enrolmentListeners = new Set<() => void>();

/**
 * Called when the server refuses a call until the staff member sets up two-step verification
 * (403 MFA_ENROLMENT_REQUIRED), so the admin portal can take them there.
 */
export function onEnrolmentRequired(listener: () => void): () => void {
  enrolmentListeners.add(listener);
  return () => enrolmentListeners.delete(listener);
}

/** A successful answer counts as use of the session (the idle warning); a refusal is an ApiError. */
async function throwIfNotOk(response: Response) {
  if (response.ok) {
    noteActivity();
    return;
  }
  const text = await response.text();
  let body: Partial<ApiErrorBody> | undefined;
  try {
    body = text ? (JSON.parse(text) as Partial<ApiErrorBody>) : undefined;
  } catch {
    body = undefined;
  }
  if (response.status === 403 && body?.code === errorCodes.mfaEnrolmentRequired) {
    for (const listener of enrolmentListeners) listener();
  }
  throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

/** A call that has not answered by then is given up ('Request timed out'). */
const requestTimeoutMs = 30_000;

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    signal: AbortSignal.timeout(requestTimeoutMs),
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A read; with `on401: 'returnNull'` a 401 yields null (the current-user read). */
export async function apiGet<T>(url: string, options: { on401?: 'returnNull' | 'throw' } = {}): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', signal: AbortSignal.timeout(requestTimeoutMs) });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** With a wrong code: how many tries the server still allows (undefined for any other refusal). */
export function attemptsLeftOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.body?.attemptsLeft : undefined;
}

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
    // A 429 names its limit by code ('Too many searches…'), with the wait in the reader's words.
    const code = error.body?.code;
    if (error.status === 429 && (code === undefined || code === errorCodes.rateLimited))
      return i18n.t('errors.rateLimited');
    // A 503 says why (down, maintenance, paused, the virus scanner); any other fault says nothing.
    if (error.status >= 500 && error.status !== 503) return i18n.t('errors.unexpected');
    return messageOfCode(error.body) ?? error.message;
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') return i18n.t('errors.timeout');
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return i18n.t('errors.serverUnavailable');
  return i18n.t('errors.unexpected');
}
