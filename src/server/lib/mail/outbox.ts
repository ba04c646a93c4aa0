import { fallbackLanguage, isLanguage } from '../../../core/languages';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { renderEmail, type TemplateData, type TemplateName } from './templates/index';

export interface EmailRequest<Name extends TemplateName> {
  to: string;
  template: Name;
  /** The recipient's language as stored; anything we do not write in gets English. */
  language: string | null | undefined;
  data: TemplateData<Name>;
  /** Extra headers, e.g. a reminder's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Whether queued messages say TEST: the mail plugin sets it from PAYMENT_PROVIDER when the app is
 * built. One process serves one configuration, and the callers that queue mail (services, inside
 * their transactions) then need not carry the payment mode to every call.
 */
let testPayments = false;
export function setOutboxTestMode(value: boolean) {
  testPayments = value;
}

/** The public origin (APP_URL) for the /track links of the e-mails that name a reference; set by the mail plugin too. */
let appUrl: string | undefined;
export function setOutboxAppUrl(value: string) {
  appUrl = value;
}

/**
 * Queues an e-mail in the outbox, in the caller's transaction when given one: the message exists
 * if and only if the change that caused it was committed. The outbox worker sends it.
 */
export async function enqueueEmail<Name extends TemplateName>(db: Database, request: EmailRequest<Name>) {
  const language = isLanguage(request.language) ? request.language : fallbackLanguage;
  const rendered = renderEmail(request.template, request.data, language, { testPayments, appUrl });
  const [row] = await db
    .insert(emailOutbox)
    .values({ toAddress: request.to, template: request.template, ...rendered, headers: request.headers ?? null })
    .returning({ id: emailOutbox.id });
  return row?.id;
}
