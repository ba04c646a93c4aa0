import { authMessages as messages } from '../../../core/auth';

/** The words (auth namespace) of each account rule the sign-in, register and verify forms can meet. */
export const authErrorKeys: Readonly<Record<string, string>> = {
  [messages.email]: 'errors.email',
  [messages.loginPassword]: 'errors.loginPassword',
  [messages.newPassword]: 'errors.newPassword',
  [messages.passwordTooLong]: 'errors.passwordTooLong',
  [messages.commonPassword]: 'errors.commonPassword',
  [messages.passwordsDiffer]: 'errors.passwordsDiffer',
  [messages.verificationCode]: 'errors.code',
  [messages.wrongVerificationCode]: 'errors.wrongCode',
  [messages.resetCode]: 'errors.resetCode',
  [messages.wrongResetCode]: 'errors.wrongResetCode',
  [messages.lockedCode]: 'errors.lockedCode',
  [messages.firstNameTooLong]: 'errors.firstNameTooLong',
  [messages.lastNameTooLong]: 'errors.lastNameTooLong',
  [messages.usernameRequired]: 'admin.usernameRequired',
  [messages.usernameTooLong]: 'admin.usernameTooLong',
  [messages.passwordRequired]: 'admin.passwordRequired',
};
