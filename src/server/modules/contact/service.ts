import type { ContactForm, SupportForm } from '../../../core/contact';
import type { Language } from '../../../core/languages';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueEmail } from '../../lib/mail/outbox';

export interface NewContactMessage {
  form: ContactForm | SupportForm;
  userId: string | null;
  language: Language;
}

/**
 * Stores a contact or support message (status unresolved, category General) and queues the
 * acknowledgement e-mail in the same transaction: both happen, or neither.
 */
export async function createContactMessage(db: Database, { form, userId, language }: NewContactMessage) {
  const support = 'urgency' in form;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId,
        name: form.name,
        email: form.email,
        subject: form.subject,
        message: form.message,
        category: 'General',
        status: 'unresolved',
        source: support ? 'support' : 'contact',
        urgency: support ? form.urgency : null,
        applicationReference: support && form.applicationId ? form.applicationId.toUpperCase() : null,
        language,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message not stored');
    await enqueueEmail(tx, {
      to: form.email,
      template: 'contactAcknowledgement',
      language,
      data: { name: form.name, support },
    });
    return row;
  });
}
