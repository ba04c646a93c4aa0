import { z } from 'zod';
import { maxLengths } from './limits';

/** The one message for an address that is not one, in every form that asks for an e-mail. */
export const emailMessage = 'Please enter a valid email address.';
/** Its code (decision 051), the same in every form. */
export const emailCode = 'EMAIL_INVALID';

/** An e-mail address as every form takes it: trimmed, at most `maxLengths.email` long, well formed. */
export const emailField = () =>
  z.string({ error: emailCode }).trim().max(maxLengths.email, emailCode).pipe(z.email(emailCode));
