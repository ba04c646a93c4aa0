import type { DocumentKind } from '../../core/applications';
import { refusalCodes } from '../../core/errors';
import { ApiError } from './api';
import { describeError, messageOfCode } from './api-errors';
import { i18n } from './i18n';
import type { Refusal } from './prepare-upload';
import { uploadRuleParams } from './upload';

/** The words of a refusal code with the upload rules' numbers as its parameters. */
const ofCode = (code: string, params: Record<string, string | number> = {}) =>
  messageOfCode({ code, params: { ...uploadRuleParams, ...params } }) ?? i18n.t('upload:failed');

/** Why the browser did not upload a chosen file, in the reader's language. */
export function refusalMessage(refusal: Refusal): string {
  return refusal === 'HEIC' ? i18n.t('upload:heic') : ofCode(refusal);
}

/**
 * Why the server (or the way to it) refused an upload, in the reader's language, by the refusal's
 * code, never by its English words; a proxy's 413 or 415 without a body is told as ours would be.
 */
export function uploadErrorMessage(kind: DocumentKind, error: unknown): string {
  if (error instanceof ApiError) {
    const code = error.body?.code;
    if (code && error.status < 500) return ofCode(code, error.body?.params);
    if (error.status === 413) return ofCode(refusalCodes.fileTooLarge);
    if (error.status === 415) return ofCode(kind === 'photo' ? refusalCodes.photoType : refusalCodes.documentType);
  }
  return describeError(error);
}
