import { type ErrorCode, errorCodes } from '../../core/errors';
import { applicationNotFoundMessage } from '../../core/not-found';

/** A typed error with a code; serialised by the one error handler in app.ts. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

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

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, fieldErrors ? errorCodes.validation : errorCodes.badRequest, message, fieldErrors);
export const unauthorized = (message = 'Please log in to continue.') =>
  new AppError(401, errorCodes.unauthorized, message);
export const forbidden = (message = "You don't have permission to access this page") =>
  new AppError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found') => new AppError(404, errorCodes.notFound, message);

/**
 * Something that exists but is not the caller's: the same 404 as a missing id, so nothing is
 * revealed, but the error handler logs it as an authorisation failure with the request id.
 */
export class NotYoursError extends AppError {
  constructor(message: string) {
    super(404, errorCodes.notFound, message);
  }
}
export const notYours = (message = 'Not found') => new NotYoursError(message);

/** The 404 for an application that does not exist (core's message, the same for every route). */
export const applicationNotFound = () => notFound(applicationNotFoundMessage);
export const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
export const tooLarge = (message: string) => new AppError(413, errorCodes.tooLarge, message);
export const unsupportedType = (message: string) => new AppError(415, errorCodes.unsupportedType, message);
export const unavailable = (message: string) => new AppError(503, errorCodes.unavailable, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please wait and try again.') =>
  new AppError(429, errorCodes.rateLimited, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** Turns zod issues into `{ field: message }`, first message per field, dotted paths for nested ones. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
