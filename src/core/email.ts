import { z } from 'zod';
import { maxLengths } from './limits';

/** The one message for an address that is not one, in every form that asks for an e-mail. */
export const emailMessage = 'Please enter a valid email address.';

/** An e-mail address as every form takes it: trimmed, at most `maxLengths.email` long, well formed. */
export const emailField = () =>
  z.string({ error: emailMessage }).trim().max(maxLengths.email, emailMessage).pipe(z.email(emailMessage));
