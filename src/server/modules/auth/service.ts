/** The accounts service, split along its seams; this module gathers what the routes and other modules use. */
export { type AuthContext, messages, toPublicUser } from './accounts';
export { ensureBuiltInAdmins } from './built-in-admins';
export { type LoginResult, login } from './login';
export { hashPassword, verifyPassword } from './passwords';
export { assertDeletable, deleteAccount, updateProfile } from './profile';
export { register, resendVerification, verifyEmail } from './registration';
export { confirmPasswordReset, requestPasswordReset } from './reset';
