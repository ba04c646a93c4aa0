import type { Language } from '../../../../core/languages';
import { renderLayout, testSubjectPrefix } from '../layout';
import { trackParagraphs } from '../track-link';
import { accountDeleted } from './account-deleted';
import { accountExists } from './account-exists';
import { adminInformationProvided } from './admin-information-provided';
import { adminNewApplication } from './admin-new-application';
import { applicationCancelled } from './application-cancelled';
import { applicationConfirmation } from './application-confirmation';
import { applicationStatusChanged } from './application-status-changed';
import { caseDecision } from './case-decision';
import { contactAcknowledgement } from './contact-acknowledgement';
import { contactReply } from './contact-reply';
import { informationNeeded } from './information-needed';
import { passwordChanged } from './password-changed';
import { passwordResetCode } from './password-reset-code';
import { refundIssued } from './refund-issued';
import {
  disruptionEnded,
  disruptionStarted,
  reminderDraft,
  reminderEtaEnd,
  reminderFeeRise,
  reminderTripSoon,
} from './reminders';
import { setPassword } from './set-password';
import type { EmailTemplate } from './template';
import { verificationCode } from './verification-code';

export const templates = {
  verificationCode,
  passwordResetCode,
  passwordChanged,
  accountDeleted,
  accountExists,
  applicationConfirmation,
  adminNewApplication,
  applicationStatusChanged,
  contactAcknowledgement,
  applicationCancelled,
  contactReply,
  refundIssued,
  informationNeeded,
  caseDecision,
  adminInformationProvided,
  setPassword,
  reminderEtaEnd,
  reminderTripSoon,
  reminderDraft,
  reminderFeeRise,
  disruptionStarted,
  disruptionEnded,
} satisfies Record<string, EmailTemplate<never>>;

export type TemplateName = keyof typeof templates;
export type TemplateData<Name extends TemplateName> = Parameters<(typeof templates)[Name]['render']>[0];

/** Whether a message of this template must not be kept after sending (see EmailTemplate). */
export function carriesSecret(name: string): boolean {
  return (templates as Record<string, EmailTemplate<never>>)[name]?.carriesSecret === true;
}

/** The message as it is queued; in test mode (the sandbox provider) it says TEST in subject and body. */
export function renderEmail<Name extends TemplateName>(
  name: Name,
  data: TemplateData<Name>,
  language: Language,
  mode: { testPayments: boolean; appUrl?: string } = { testPayments: false },
) {
  const template = templates[name] as EmailTemplate<TemplateData<Name>>;
  const { subject, paragraphs, highlight, highlightAt } = template.render(data, language);
  const reference = (data as { reference?: unknown }).reference;
  const track =
    template.tracksReference && mode.appUrl && typeof reference === 'string'
      ? trackParagraphs(mode.appUrl, reference, language)
      : [];
  return {
    subject: mode.testPayments ? `${testSubjectPrefix}${subject}` : subject,
    ...renderLayout(language, [...paragraphs, ...track], highlight, mode, highlightAt ?? paragraphs.length),
  };
}
