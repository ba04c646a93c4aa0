import { type ErrorCode, errorCodes, refusalCodes } from '../../core/errors';
import { englishOfField } from '../../core/field-messages';
import { applicationNotFoundMessage } from '../../core/not-found';

/** A typed error with a code; serialised by the one error handler in app.ts. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** What the message names, sent as `params` so the web can say it in the reader's words. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A specific refusal (decision 027): its own code, the English message, and what it names. */
export const refuse = (
  statusCode: number,
  code: ErrorCode,
  message: string,
  options: { fieldErrors?: Record<string, string>; params?: Record<string, string | number> } = {},
) => new AppError(statusCode, code, message, options.fieldErrors, undefined, options.params);

/**
 * A wrong one-time or second-factor code: the answer also says how many tries are left before the
 * code (or the account, for a while) is locked, so the form can say so beside the field.
 */
export class WrongCodeError extends AppError {
  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    readonly attemptsLeft: number,
    fieldErrors?: Record<string, string>,
  ) {
    super(statusCode, code, message, fieldErrors);
    this.name = 'WrongCodeError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>, code?: ErrorCode) =>
  new AppError(400, code ?? (fieldErrors ? errorCodes.validation : errorCodes.badRequest), message, fieldErrors);
export const unauthorized = (message = 'Please log in to continue.', code: ErrorCode = errorCodes.unauthorized) =>
  new AppError(401, code, message);
export const forbidden = (message = "You don't have permission to access this page", code?: ErrorCode) =>
  new AppError(403, code ?? errorCodes.forbidden, message);
export const notFound = (message = 'Not found', code?: ErrorCode) =>
  new AppError(404, code ?? errorCodes.notFound, message);

/**
 * Something that exists but is not the caller's: the same 404 as a missing id, so nothing is
 * revealed, but the error handler logs it as an authorisation failure with the request id.
 */
export class NotYoursError extends AppError {
  constructor(message: string, code?: ErrorCode) {
    super(404, code ?? errorCodes.notFound, message);
  }
}
export const notYours = (message = 'Not found', code?: ErrorCode) => new NotYoursError(message, code);
export const conflict = (message: string, code?: ErrorCode) => new AppError(409, code ?? errorCodes.conflict, message);
export const tooLarge = (message: string, code?: ErrorCode) => new AppError(413, code ?? errorCodes.tooLarge, message);
export const unsupportedType = (message: string, code?: ErrorCode) =>
  new AppError(415, code ?? errorCodes.unsupportedType, message);
export const unavailable = (message: string, code?: ErrorCode) =>
  new AppError(503, code ?? errorCodes.unavailable, message);

/** The 404 for an application that does not exist (core's message and code, the same for every route). */
export const applicationNotFound = () => notFound(applicationNotFoundMessage, refusalCodes.applicationNotFound);
/** A 429: its code, its English words, and the wait (Retry-After, and `params.waitSeconds` for the web's words). */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests. Please wait and try again.',
  code: ErrorCode = errorCodes.rateLimited,
) =>
  new AppError(
    429,
    code,
    message,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
    {
      waitSeconds: retryAfterSeconds,
    },
  );

/**
 * A 400 VALIDATION_FAILED with each field's code (decision 051) and, for API clients and logs, the
 * English of the first as its message.
 */
export const invalidFields = (fieldErrors: Record<string, string>) =>
  badRequest(englishOfField(Object.values(fieldErrors)[0] ?? 'Invalid request'), fieldErrors);

/** Turns zod issues into `{ field: code }`, first code per field, dotted paths for nested ones. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
