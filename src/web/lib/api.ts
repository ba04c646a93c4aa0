import type { ApiErrorBody, errorCodes } from '../../core/errors';
import { noteActivity } from './activity';

/**
 * The one code this client acts on itself, typed against core's table so a renamed code fails the
 * build; written out so the shell every page loads does not carry every error code (130 KB budget).
 */
const mfaEnrolmentRequired: (typeof errorCodes)['mfaEnrolmentRequired'] = 'MFA_ENROLMENT_REQUIRED';

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
export async function throwIfNotOk(response: Response) {
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
  if (response.status === 403 && body?.code === mfaEnrolmentRequired) {
    for (const listener of enrolmentListeners) listener();
  }
  throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

/** A call that has not answered by then is given up ('Request timed out'). */
const requestTimeoutMs = 30_000;

/** `headers`: a call's own, such as the fix link's token (decision 017). */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    signal: AbortSignal.timeout(requestTimeoutMs),
    headers: data !== undefined ? { ...headers, 'Content-Type': 'application/json' } : headers,
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
