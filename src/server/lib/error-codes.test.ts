import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactMessageNotFoundMessage } from '../../core/admin-contact';
import { resendMessages } from '../../core/admin-emails';
import { queueErrorCodes, queueMessages } from '../../core/admin-queue';
import {
  adminDemotionMessage,
  adminUndeletableMessage,
  emailInUseMessage,
  userNotFoundMessage,
} from '../../core/admin-users';
import { authMessages } from '../../core/auth';
import { caseMessages } from '../../core/case-requests';
import { caseMoveRefusedMessage, caseStatusLabels } from '../../core/cases';
import { errorCodes, genericErrorCodes, refusalCodes } from '../../core/errors';
import { fieldCodeList, fieldMessages } from '../../core/field-messages';
import { languageCodes } from '../../core/languages';
import { rateLimitMessages } from '../../core/limits';
import { mfaMessages } from '../../core/mfa';
import { onlyPendingCancelMessage } from '../../core/my-applications';
import { applicationNotFoundMessage } from '../../core/not-found';
import { paymentMessages } from '../../core/payments';
import { requestSafetyCodes, requestSafetyMessages } from '../../core/request-safety';
import { ruleCopyValue } from '../../core/rule-copy';
import { settingsChangedMessage } from '../../core/settings';
import { StaleVersionError } from '../modules/admin-applications/status';
import { ownMfaResetMessage } from '../modules/admin-users/credentials';
import {
  maintenanceMessage,
  paymentNotCompleteMessage,
  processingDisabledMessage,
} from '../modules/applications/service';
import {
  fileMissingMessage,
  kindMissingMessage,
  malformedUploadMessage,
  noPreviewMessage,
} from '../modules/documents/routes';
import {
  activeContentMessage,
  fileTooLargeMessage,
  fileTypeMessages,
  imageTooLargeMessage,
  infectedMessage,
  pdfTooComplexMessage,
  pdfUnreadableMessage,
  scanUnavailableMessage,
} from '../modules/documents/upload-checks';
import { differentAmountMessage, notNeedingAttentionMessage } from '../modules/payments/attention';
import { invalidSignatureMessage } from '../modules/payments/webhook';
import { nulCharacterMessage } from './nul-characters';
import { declinedMessage, notATestCardMessage } from './payments/sandbox';

const localesDir = path.join(import.meta.dirname, '../../locales');
const errorsOf = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, language, 'errors.json'), 'utf8')) as Record<string, string>;
const fieldsOf = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, language, 'fields.json'), 'utf8')) as Record<string, string>;

/** Field codes whose English words differ from the API's English on purpose. */
const fieldWordsOfTheirOwn: Record<string, string> = {
  // The form asks for pounds and pence and sends pence; the API's words are for its pence.
  FEE_PRICE: 'Please enter an amount in pounds and pence',
  // The reader's digit grouping, as the other notes' limits are written.
  CASE_MESSAGE_TOO_LONG: 'The message must be at most 2,000 characters.',
};

/** Every code a refusal can carry (decision 027). */
const allCodes = [
  ...Object.values(errorCodes),
  ...Object.values(refusalCodes),
  ...Object.values(queueErrorCodes),
  ...Object.values(requestSafetyCodes),
];

/** The server's English message of each specific code: the web's English must say the same. */
const serverMessages: Record<string, string> = {
  [refusalCodes.invalidCredentials]: authMessages.invalidCredentials,
  [refusalCodes.codeExpired]: authMessages.wrongVerificationCode,
  [refusalCodes.resetCodeExpired]: authMessages.wrongResetCode,
  [refusalCodes.codeLocked]: authMessages.lockedCode,
  [refusalCodes.passwordTooCommon]: authMessages.commonPassword,
  [errorCodes.cardDeclined]: declinedMessage,
  [refusalCodes.notATestCard]: notATestCardMessage,
  [refusalCodes.cardExpired]: 'Your card has expired.',
  [refusalCodes.paymentNotFound]: 'Payment not found.',
  [refusalCodes.paymentProcessing]: paymentMessages.paymentProcessing,
  [refusalCodes.paymentHeld]: paymentMessages.paymentHeld,
  [refusalCodes.paymentNotComplete]: paymentNotCompleteMessage,
  [refusalCodes.documentsChanged]: paymentMessages.documentsChanged,
  [refusalCodes.documentLocked]: paymentMessages.documentLocked,
  [refusalCodes.applicationNotFound]: applicationNotFoundMessage,
  [refusalCodes.applicationNotPending]: onlyPendingCancelMessage,
  [refusalCodes.maintenance]: maintenanceMessage,
  [refusalCodes.applicationsPaused]: processingDisabledMessage,
  [refusalCodes.fileTooLarge]: fileTooLargeMessage,
  [refusalCodes.photoType]: fileTypeMessages.photo,
  [refusalCodes.documentType]: fileTypeMessages.other,
  [refusalCodes.scanUnavailable]: scanUnavailableMessage,
  [refusalCodes.fileMissing]: fileMissingMessage,
  [refusalCodes.documentKindMissing]: kindMissingMessage,
  [refusalCodes.uploadMalformed]: malformedUploadMessage,
  [errorCodes.imageTooLarge]: imageTooLargeMessage,
  [errorCodes.activeContent]: activeContentMessage,
  [errorCodes.fileInfected]: infectedMessage,
  [refusalCodes.fixNotWaiting]: caseMessages.notWaiting,
  [refusalCodes.fixNotRequested]: caseMessages.notRequested,
  [refusalCodes.fixMissing]: caseMessages.missingFix,
  [refusalCodes.fixDocumentNotYours]: caseMessages.documentNotYours,
  [refusalCodes.travellerNotFound]: caseMessages.travellerNotFound,
  [refusalCodes.fixSignInOrLink]: caseMessages.signInOrLink,
  [refusalCodes.fixLinkInvalid]: caseMessages.linkInvalid,
  [refusalCodes.crossSite]: 'Requests from other sites are not allowed.',
  [refusalCodes.decisionDateInvalid]: caseMessages.decisionDate,
  [refusalCodes.applicationChanged]: new StaleVersionError({} as never).message,
  [refusalCodes.mfaAlreadyOn]: mfaMessages.alreadyOn,
  [refusalCodes.mfaSetupNotFound]: mfaMessages.noSetup,
  [refusalCodes.mfaCodeMissing]: mfaMessages.required,
  [refusalCodes.mfaCodeInvalid]: mfaMessages.invalid,
  [refusalCodes.mfaStaffCannotTurnOff]: mfaMessages.staffCannotTurnOff,
  [refusalCodes.ownMfaReset]: ownMfaResetMessage,
  [refusalCodes.userNotFound]: userNotFoundMessage,
  [refusalCodes.emailInUse]: emailInUseMessage,
  [refusalCodes.adminDemotion]: adminDemotionMessage,
  [refusalCodes.accountUndeletable]: adminUndeletableMessage,
  [refusalCodes.emailNotFound]: resendMessages.notFound,
  [refusalCodes.emailAlreadySent]: resendMessages.alreadySent,
  [refusalCodes.emailAlreadyQueued]: resendMessages.alreadyQueued,
  [refusalCodes.emailCodeErased]: resendMessages.codeErased,
  [refusalCodes.settingsChanged]: settingsChangedMessage,
  [refusalCodes.contactMessageNotFound]: contactMessageNotFoundMessage,
  [refusalCodes.paymentNotNeedingAttention]: notNeedingAttentionMessage,
  [refusalCodes.paymentAmountDiffers]: differentAmountMessage,
  [refusalCodes.noPreview]: noPreviewMessage,
  [refusalCodes.invalidSignature]: invalidSignatureMessage,
  [refusalCodes.tooManySignIns]: rateLimitMessages.tooManySignIns,
  [refusalCodes.tooManyTries]: rateLimitMessages.tooManyTries,
  [refusalCodes.codeRequestedRecently]: rateLimitMessages.codeRequestedRecently,
  [refusalCodes.tooManyAccountCodes]: rateLimitMessages.tooManyAccountCodes('{{wait}}'),
  [refusalCodes.tooManyWrongCodes]: rateLimitMessages.tooManyWrongCodes('{{wait}}'),
  [refusalCodes.mfaTooManyCodes]: mfaMessages.tooManyCodes,
  [refusalCodes.tooManySearches]: rateLimitMessages.tooManySearches,
  [refusalCodes.tooManyUploads]: rateLimitMessages.tooManyUploads,
  [refusalCodes.tooManyMessages]: rateLimitMessages.tooManyMessages,
  [refusalCodes.exportInProgress]: rateLimitMessages.exportInProgress,
  [refusalCodes.tooManyExports]: rateLimitMessages.tooManyExports('{{wait}}'),
  [errorCodes.pdfUnreadable]: pdfUnreadableMessage,
  [errorCodes.pdfTooComplex]: pdfTooComplexMessage,
  [queueErrorCodes.alreadyAssigned]: queueMessages.alreadyAssigned('{{name}}'),
  [queueErrorCodes.assignmentChanged]: queueMessages.assignmentChanged,
  [queueErrorCodes.notAssignee]: queueMessages.notAssignee,
  [queueErrorCodes.applicationClosed]: queueMessages.notOpen,
  [queueErrorCodes.notStaff]: queueMessages.notStaff,
  [queueErrorCodes.notPending]: queueMessages.notPending,
  [requestSafetyCodes.crossSiteRead]: requestSafetyMessages.crossSiteRead,
  [requestSafetyCodes.tooDeep]: requestSafetyMessages.tooDeep,
  [requestSafetyCodes.freshProofRequired]: requestSafetyMessages.freshProofRequired,
  [requestSafetyCodes.freshProofWrong]: requestSafetyMessages.freshProofWrong,
  [errorCodes.unavailable]: 'Server unavailable. Please try again later.',
  [errorCodes.internal]: 'An error occurred. Please try again later.',
  [errorCodes.unauthorized]: 'Please log in to continue.',
};

/** The codes written as literals in the server's code, outside the registries. */
function literalCodesInServer(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...literalCodesInServer(file));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bcode: '([A-Z][A-Z_]{3,})'/g)) found.push(match[1]!);
    }
  }
  return found;
}

describe('error codes', () => {
  it('every code the server can send has its words in every language', () => {
    const codes = [...allCodes, ...literalCodesInServer(path.join(import.meta.dirname, '..'))];
    for (const language of languageCodes) {
      const errors = errorsOf(language);
      for (const code of codes) expect(errors[code]?.trim(), `${language}/errors.json: ${code}`).toBeTruthy();
    }
  });

  it('the errors namespace has no code the server cannot send', () => {
    expect(Object.keys(errorsOf('en')).sort()).toEqual([...new Set(allCodes)].sort());
  });

  it("the English words are the server's own message (the spec's text), the rules' numbers filled in", () => {
    const english = errorsOf('en');
    const withRuleNumbers = (text = '') =>
      text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => ruleCopyValue(name, 'en') ?? whole);
    for (const [code, message] of Object.entries(serverMessages))
      expect(withRuleNumbers(english[code]), code).toBe(message);
  });

  it('the English words with parameters say what the server says', () => {
    const english = errorsOf('en');
    const fill = (text: string, values: Record<string, string>) =>
      text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
    expect(
      fill(english[refusalCodes.caseMoveRefused]!, { from: caseStatusLabels.granted, to: caseStatusLabels.in_review }),
    ).toBe(caseMoveRefusedMessage('granted', 'in_review'));
    expect(fill(english[refusalCodes.nulCharacter]!, { field: 'notes' })).toBe(nulCharacterMessage('notes'));
  });

  it('every field code a core rule gives has its words in every language (decision 051)', () => {
    expect(fieldCodeList.length).toBeGreaterThan(100);
    for (const language of languageCodes) {
      const fields = fieldsOf(language);
      for (const code of fieldCodeList) expect(fields[code]?.trim(), `${language}/fields.json: ${code}`).toBeTruthy();
    }
  });

  it('the fields namespace has no code the rules cannot give, and no field code is a refusal code', () => {
    expect(Object.keys(fieldsOf('en')).sort()).toEqual([...fieldCodeList].sort());
    for (const code of fieldCodeList) expect(allCodes, code).not.toContain(code);
    for (const code of fieldCodeList) expect(code, code).toMatch(/^[A-Z][A-Z_]+$/);
  });

  it("a field code's English words are the rule's own English, its numbers filled in", () => {
    const english = fieldsOf('en');
    const limits = /\{\{max\}\}/;
    for (const code of fieldCodeList) {
      const words = english[code] ?? '';
      if (limits.test(words)) continue; // The form fills the limit it names ('at most {{max}} characters').
      const filled = words.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => ruleCopyValue(name, 'en') ?? whole);
      expect(filled, code).toBe(fieldWordsOfTheirOwn[code] ?? fieldMessages[code]);
    }
  });

  it('a generic code is not used for a refusal with words of its own', () => {
    for (const code of Object.keys(serverMessages)) expect(genericErrorCodes).not.toContain(code);
  });
});
