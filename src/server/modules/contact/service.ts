import type { ContactForm, SupportForm } from '../../../core/contact';
import type { Language } from '../../../core/languages';
import { normaliseReference } from '../../../core/references';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';

export interface NewContactMessage {
  form: ContactForm | SupportForm;
  /** The signed-in sender, whose account the message belongs to; null when sent anonymously. */
  sender: { id: string; email: string } | null;
  language: Language;
}

/**
 * Stores a contact or support message (status unresolved, category General) and queues the
 * acknowledgement e-mail in the same transaction: both happen, or neither.
 *
 * Anyone may type any name and address, so the acknowledgement greets by the typed name only
 * when a signed-in sender writes from their own account's address; otherwise it greets
 * neutrally, so the form cannot send 'Hello <chosen words>,' from us to a stranger.
 */
export async function createContactMessage(db: Database, { form, sender, language }: NewContactMessage) {
  const support = 'urgency' in form;
  const ownAddress = sender !== null && sender.email.toLowerCase() === form.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId: sender?.id ?? null,
        name: form.name,
        email: form.email,
        subject: form.subject,
        message: form.message,
        category: 'General',
        status: 'unresolved',
        source: support ? 'support' : 'contact',
        urgency: support ? form.urgency : null,
        // 'adv 1234 5678' is stored as ADV-12345678, so staff find it; other text is kept as typed.
        applicationReference:
          support && form.applicationId
            ? (normaliseReference(form.applicationId) ?? form.applicationId.toUpperCase())
            : null,
        language,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message not stored');
    await enqueueEmail(tx, {
      to: form.email,
      template: 'contactAcknowledgement',
      language,
      data: { name: ownAddress ? form.name : null, support },
    });
    return row;
  });
}
