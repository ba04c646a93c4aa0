import { adminCodes, adminMessages } from './admin-applications';
import { replyCodes, replyMessages } from './admin-contact';
import { adminUserCodes, adminUserMessages } from './admin-users';
import { applicationCodes, messages as applicationMessages } from './application-messages';
import { authCodes, authMessages } from './auth';
import { cardCodes, cardholderNameCodes, cardholderNameMessages, cardMessages } from './cards';
import { caseReasonCodes, caseReasonMessages } from './case-reasons';
import { caseCodes, caseMessages } from './case-requests';
import { contactCodes, contactMessages } from './contact';
import { emailCode, emailMessage } from './email';
import { feeCodes, feeMessages } from './fees';
import { englishOf } from './field-codes';
import { mfaCodes, mfaMessages } from './mfa';
import { paymentCodes, paymentMessages } from './payments';
import { retentionCodes, retentionMessages } from './retention';
import { settingsCodes, settingsMessages } from './settings';
import { questionCodes, questionMessages } from './traveller-questions';

/**
 * Every field code a core schema gives (decision 051) with its English, the API's `message` for
 * API clients and logs; the forms say the code from the `fields` namespace instead.
 */
export const fieldMessages: Readonly<Record<string, string>> = {
  [emailCode]: emailMessage,
  ...englishOf(applicationCodes, applicationMessages),
  ...englishOf(authCodes, authMessages),
  ...englishOf(cardholderNameCodes, cardholderNameMessages),
  ...englishOf(cardCodes, cardMessages),
  ...englishOf(contactCodes, contactMessages),
  ...englishOf(replyCodes, replyMessages),
  ...englishOf(adminUserCodes, adminUserMessages),
  ...englishOf(mfaCodes, mfaMessages),
  ...englishOf(caseCodes, caseMessages),
  ...englishOf(caseReasonCodes, caseReasonMessages),
  ...englishOf(questionCodes, questionMessages),
  ...englishOf(settingsCodes, settingsMessages),
  ...englishOf(retentionCodes, retentionMessages),
  ...englishOf(feeCodes, feeMessages),
  ...englishOf(adminCodes, adminMessages),
  ...englishOf(paymentCodes, paymentMessages),
};

export const fieldCodeList: readonly string[] = Object.keys(fieldMessages);

/** The English of a field code; a text that is no code (zod's own words) as it is. */
export const englishOfField = (codeOrText: string): string => fieldMessages[codeOrText] ?? codeOrText;
