import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sampleTraveller } from '../../tests/setup/application-data';
import { adminNoteSchema, applicationFiltersSchema, statusChangeSchema } from './admin-applications';
import { contactListQuerySchema, contactReplySchema } from './admin-contact';
import { adminUserSchema, userListQuerySchema } from './admin-users';
import {
  additionalApplicantSchema,
  makeTravelStepSchema,
  personalStepSchema,
  sandboxCardSchema,
  savedProgressSchema,
} from './applications';
import {
  adminLoginSchema,
  loginRequestSchema,
  loginSchema,
  passwordResetConfirmRequestSchema,
  profileSchema,
  registerRequestSchema,
  registerSchema,
} from './auth';
import { contactFormSchema, supportFormSchema } from './contact';
import { defaultSettings } from './default-settings';
import { englishOfField } from './field-messages';
import { maxLengths } from './limits';
import { systemSettingsSchema } from './settings';

/** The message on `field` when it is `length` characters long, or undefined when the field is accepted. */
function messageAt(schema: z.ZodType, valid: Record<string, unknown>, field: string, length: number, fill = 'a') {
  const result = schema.safeParse({ ...valid, [field]: fill.repeat(length) });
  const code = result.error?.issues.find((issue) => issue.path[0] === field)?.message;
  return code && englishOfField(code);
}

/** Every free-text field: the longest accepted, and the message one character more gets. */
function expectLimit(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  field: string,
  max: number,
  message: string,
  fill = 'a',
) {
  expect(messageAt(schema, valid, field, max, fill), `${field} at ${max}`).toBeUndefined();
  expect(messageAt(schema, valid, field, max + 1, fill), `${field} at ${max + 1}`).toBe(message);
}

const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
function expectEmailLimit(schema: z.ZodType, valid: Record<string, unknown>, field: string, message: string) {
  expect(schema.safeParse({ ...valid, [field]: longEmail(maxLengths.email) }).success).toBe(true);
  const result = schema.safeParse({ ...valid, [field]: longEmail(maxLengths.email + 1) });
  expect(englishOfField(result.error?.issues.find((issue) => issue.path[0] === field)?.message ?? '')).toBe(message);
}

describe('length limits', () => {
  it('bound every free-text answer of the application', () => {
    const person = sampleTraveller;
    expectLimit(personalStepSchema, person, 'firstName', 100, 'First name must be at most 100 characters.');
    expectLimit(personalStepSchema, person, 'lastName', 100, 'Last name must be at most 100 characters.');
    expectLimit(personalStepSchema, person, 'phone', 30, 'Phone number must be at most 30 characters.', '1');
    expectLimit(personalStepSchema, person, 'passportNumber', 20, 'Passport number must be at most 20 characters.');
    // An address too long to deliver to is not a valid address.
    expectEmailLimit(personalStepSchema, person, 'email', 'Please enter a valid email address.');

    const { email: _email, phone: _phone, ...fellow } = { ...person, relationship: 'child' };
    expectLimit(additionalApplicantSchema, fellow, 'firstName', 100, 'First name must be at most 100 characters.');
    expectLimit(additionalApplicantSchema, fellow, 'lastName', 100, 'Last name must be at most 100 characters.');
    expectLimit(
      additionalApplicantSchema,
      fellow,
      'passportNumber',
      20,
      'Passport number must be at most 20 characters.',
    );
    // The relationship is a code (core/relationships.ts), no longer free text.
    expect(additionalApplicantSchema.safeParse({ ...fellow, relationship: 'x'.repeat(50) }).success).toBe(false);

    const travel = makeTravelStepSchema(() => '2026-01-01');
    const trip = { travelPurpose: 'tourism', arrivalDate: '2026-02-01', departureDate: '2026-02-10', ukAddress: 'x' };
    expectLimit(travel, trip, 'ukAddress', 500, 'UK address must be at most 500 characters.');
    expect(messageAt(travel, trip, 'ukAddress', 900_000)).toBe('UK address must be at most 500 characters.');

    const card = {
      paymentIntentId: 'pi_1',
      cardholderName: 'Jane',
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    };
    expectLimit(sandboxCardSchema, card, 'cardholderName', 100, 'Cardholder name must be at most 100 characters');
    expect(messageAt(sandboxCardSchema, card, 'cardNumber', 24, '4')).toBe('Card number must be 16 digits');
    expect(savedProgressSchema.safeParse({ currentStep: 1, lastSaved: 'x'.repeat(41) }).success).toBe(false);
  });

  it('bound the account forms, with passwords at 128 and the login minimum of 6 kept', () => {
    expectEmailLimit(loginSchema, { password: 'secret' }, 'email', 'Please enter a valid email address.');
    expectLimit(loginSchema, { email: 'a@b.co' }, 'password', 128, 'Password must be at most 128 characters');
    expect(messageAt(loginSchema, { email: 'a@b.co' }, 'password', 5)).toBe('Password must be at least 6 characters');
    expectLimit(
      loginRequestSchema,
      { password: 'x' },
      'email',
      254,
      'Username or email must be at most 254 characters',
    );
    expectLimit(loginRequestSchema, { email: 'a@b.co' }, 'password', 128, 'Password must be at most 128 characters');
    expectLimit(
      adminLoginSchema,
      { password: 'x' },
      'username',
      254,
      'Username or email must be at most 254 characters',
    );
    expectLimit(adminLoginSchema, { username: 'boss' }, 'password', 128, 'Password must be at most 128 characters');

    const account = { email: 'a@b.co', password: 'long-enough' };
    expectLimit(registerRequestSchema, account, 'firstName', 100, 'First name must be at most 100 characters');
    expectLimit(registerRequestSchema, account, 'lastName', 100, 'Last name must be at most 100 characters');
    expectLimit(registerRequestSchema, account, 'password', 128, 'Password must be at most 128 characters');
    expectLimit(registerRequestSchema, account, 'preferredLanguage', 10, 'Please choose one of the offered languages');
    expectLimit(
      registerSchema,
      { ...account, confirmPassword: 'a'.repeat(129) },
      'password',
      128,
      'Password must be at most 128 characters',
    );
    const reset = { email: 'a@b.co', code: '123456' };
    expectLimit(
      passwordResetConfirmRequestSchema,
      reset,
      'newPassword',
      128,
      'Password must be at most 128 characters',
    );

    expectLimit(profileSchema, {}, 'firstName', 100, 'First name must be at most 100 characters');
    expectLimit(profileSchema, {}, 'lastName', 100, 'Last name must be at most 100 characters');
    expectLimit(profileSchema, {}, 'phone', 30, 'Phone number must be at most 30 characters');
    expectLimit(profileSchema, {}, 'address', 200, 'Address must be at most 200 characters');
    expectLimit(profileSchema, {}, 'city', 100, 'City must be at most 100 characters');
    expectLimit(profileSchema, {}, 'country', 100, 'Country must be at most 100 characters');
    expectLimit(profileSchema, {}, 'zipCode', 20, 'Postal code must be at most 20 characters');
    expectLimit(profileSchema, {}, 'preferredLanguage', 10, 'Please choose one of the offered languages');
  });

  it('bound the contact forms as before', () => {
    const contact = { name: 'Jane', email: 'a@b.co', subject: 'other', message: 'A long enough question' };
    expectLimit(contactFormSchema, contact, 'name', 200, 'Name must be at most 200 characters.');
    expectLimit(contactFormSchema, contact, 'message', 5000, 'Message must be at most 5,000 characters.');
    expectEmailLimit(contactFormSchema, contact, 'email', 'Please enter a valid email address.');
    const support = { ...contact, subject: 'other', urgency: 'low' };
    expectLimit(supportFormSchema, support, 'applicationId', 40, 'Please enter a valid application reference.');
  });

  it('bound what staff type: users, notes, replies, settings and list searches', () => {
    const user = { email: 'a@b.co', firstName: 'Ada', lastName: 'Admin', role: 'user' };
    expectEmailLimit(adminUserSchema, user, 'email', 'Please enter a valid email address.');
    expectLimit(adminUserSchema, user, 'firstName', 100, 'First name must be at most 100 characters');
    expectLimit(adminUserSchema, user, 'lastName', 100, 'Last name must be at most 100 characters');
    expectLimit(adminUserSchema, user, 'password', 128, 'Password must be at most 128 characters');

    expectLimit(
      statusChangeSchema,
      { status: 'approved', version: 1 },
      'notes',
      2000,
      'Notes must be at most 2,000 characters',
    );
    expectLimit(adminNoteSchema, {}, 'notes', 2000, 'Notes must be at most 2,000 characters');
    expectLimit(contactReplySchema, {}, 'reply', 5000, 'Reply must be at most 5,000 characters');

    const settings = { ...defaultSettings };
    expectLimit(systemSettingsSchema, settings, 'supportPhone', 30, 'Phone number must be at most 30 characters', '1');
    expectEmailLimit(systemSettingsSchema, settings, 'supportEmail', 'Please enter a valid email address.');

    for (const list of [applicationFiltersSchema, userListQuerySchema, contactListQuerySchema]) {
      expectLimit(list, {}, 'search', 200, 'Search must be at most 200 characters');
    }
  });
});
