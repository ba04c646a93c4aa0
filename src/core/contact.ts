import { z } from 'zod';
import { emailField, emailMessage } from './email';
import { fieldCodes } from './field-codes';

/**
 * The contact forms of spec §4-5, shared by the web forms and POST /api/contact.
 * Messages are the spec's words; the web translates them by looking the English text up.
 */
export const contactSubjects = ['application', 'payment', 'status', 'requirements', 'other'] as const;
export const supportSubjects = [
  'application_assistance',
  'payment_issue',
  'application_status',
  'technical_problem',
  'refund_request',
  'other',
] as const;
export const urgencyLevels = ['low', 'medium', 'high', 'critical'] as const;

/** The longest name, message and application reference a contact form takes (the inputs stop there). */
export const contactLimits = { name: 200, message: 5000, applicationId: 40 } as const;

export const contactMessages = {
  name: 'Name must be at least 2 characters.',
  nameTooLong: `Name must be at most ${contactLimits.name} characters.`,
  email: emailMessage,
  subject: 'Please select a subject.',
  message: 'Message must be at least 10 characters.',
  messageTooLong: `Message must be at most ${contactLimits.message.toLocaleString('en-GB')} characters.`,
  applicationId: 'Please enter a valid application reference.',
  urgency: 'Please select urgency level.',
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const contactCodes = {
  ...fieldCodes('CONTACT', ['name', 'nameTooLong', 'message', 'messageTooLong', 'subject', 'applicationId', 'urgency']),
} as const;

const name = z.string().trim().min(2, contactCodes.name).max(contactLimits.name, contactCodes.nameTooLong);
const email = emailField();
const message = z.string().trim().min(10, contactCodes.message).max(contactLimits.message, contactCodes.messageTooLong);

/** The /contact page form. */
export const contactFormSchema = z.object({
  name,
  email,
  subject: z.enum(contactSubjects, { error: contactCodes.subject }),
  message,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** The Contact Support form: the same plus an optional application reference and an urgency. */
export const supportFormSchema = z.object({
  name,
  email,
  applicationId: z
    .string()
    .trim()
    .max(contactLimits.applicationId, contactCodes.applicationId)
    .optional()
    .or(z.literal('')),
  subject: z.enum(supportSubjects, { error: contactCodes.subject }),
  urgency: z.enum(urgencyLevels, { error: contactCodes.urgency }),
  message,
});
export type SupportForm = z.infer<typeof supportFormSchema>;

/** POST /api/contact accepts either form; Contact Support is told apart by its urgency. */
export function contactSchemaFor(body: unknown) {
  const isSupport = typeof body === 'object' && body !== null && 'urgency' in body;
  return isSupport ? supportFormSchema : contactFormSchema;
}
