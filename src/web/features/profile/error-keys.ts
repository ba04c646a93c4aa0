import { authMessages as messages } from '../../../core/auth';

/** The words (account namespace) of each account rule the profile and password reset forms can meet. */
export const accountErrorKeys: Readonly<Record<string, string>> = {
  [messages.resetCode]: 'errors.code',
  [messages.newPassword]: 'errors.newPassword',
  [messages.passwordTooLong]: 'errors.passwordTooLong',
  [messages.commonPassword]: 'errors.commonPassword',
  [messages.passwordsDiffer]: 'errors.passwordsDiffer',
  [messages.firstNameTooLong]: 'errors.firstNameTooLong',
  [messages.lastNameTooLong]: 'errors.lastNameTooLong',
  [messages.phoneTooLong]: 'errors.phoneTooLong',
  [messages.addressTooLong]: 'errors.addressTooLong',
  [messages.cityTooLong]: 'errors.cityTooLong',
  [messages.countryTooLong]: 'errors.countryTooLong',
  [messages.zipCodeTooLong]: 'errors.zipCodeTooLong',
};
