import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailOnlySchema,
  loginRequestSchema,
  passwordResetConfirmRequestSchema,
  profileSchema,
  publicUserSchema,
  registerRequestSchema,
  verifyEmailSchema,
} from '../../../core/auth';
import { refusalCodes } from '../../../core/errors';
import {
  mfaConfirmAnswerSchema,
  mfaConfirmSchema,
  mfaDisableSchema,
  mfaMessages,
  mfaSetupAnswerSchema,
} from '../../../core/mfa';
import { freshProofSchema } from '../../../core/request-safety';
import { recordAudit, requestContext } from '../../lib/audit';
import { forbidden } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { consumeRateLimit, resetRateLimit } from '../../lib/rate-limit';
import type { Services } from '../../lib/services';
import { type SessionUser, signedInUser } from '../../lib/sessions';
import type { FileStorage } from '../../lib/storage/index';
import { CodeHasher } from './codes';
import { assertFreshProof } from './fresh-proof';
import {
  checkSecondFactor,
  confirmEnrolment,
  type MfaContext,
  MfaVault,
  mfaAttemptLimit,
  removeSecondFactor,
  startEnrolment,
} from './mfa';
import {
  type AuthContext,
  assertDeletable,
  confirmPasswordReset,
  deleteAccount,
  login,
  messages,
  register,
  requestPasswordReset,
  resendVerification,
  toPublicUser,
  updateProfile,
  verifyEmail,
} from './service';

const messageSchema = z.object({ success: z.boolean(), message: z.string() });
const userAnswerSchema = messageSchema.extend({ user: publicUserSchema });
const loginAnswerSchema = messageSchema.extend({
  user: publicUserSchema.optional(),
  needsVerification: z.boolean().optional(),
  email: z.string().optional(),
});
const registerAnswerSchema = messageSchema.extend({ needsVerification: z.boolean(), email: z.string() });

export interface AuthRoutesOptions {
  /**
   * Erases what an account holds before it is deleted: the retention module's, passed in by app.ts so
   * that the two modules do not import each other (issue 38).
   */
  eraseAccountData: (
    services: Services & { storage: FileStorage },
    accountId: string,
    actor: SessionUser,
  ) => Promise<unknown>;
}

/**
 * Accounts: registration, verification, login, logout, password reset, profile, deletion. The
 * built-in admins are made before it, by app.ts.
 */
export const authRoutes = fp(accountRoutes, {
  name: 'auth',
  dependencies: ['sessions', 'mail', 'application-services', 'storage'],
  encapsulate: true,
});

async function accountRoutes(instance: FastifyInstance, { eraseAccountData }: AuthRoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const hasher = CodeHasher.fromConfig(app.config);
  const mfa: MfaContext = { db: app.db, hasher, vault: MfaVault.fromConfig(app.config) };

  const contextOf = (request: FastifyRequest): AuthContext => ({
    db: app.db,
    hasher,
    ip: request.ip,
    language: requestLanguage(request),
    requestId: request.id,
  });

  app.post(
    '/api/register',
    { schema: { body: registerRequestSchema, response: { 200: registerAnswerSchema } } },
    async (request) => {
      const answer = await register(contextOf(request), request.body);
      app.mailer.nudge();
      return answer;
    },
  );

  app.post(
    '/api/verify-email',
    { schema: { body: verifyEmailSchema, response: { 200: userAnswerSchema } } },
    async (request, reply) => {
      const user = await verifyEmail(contextOf(request), request.body.email, request.body.code);
      // Verification signs the user in with a fresh token.
      await app.sessions.signIn(request, reply, user);
      return { success: true, message: messages.verified, user: toPublicUser(user) };
    },
  );

  app.post(
    '/api/resend-verification',
    { schema: { body: emailOnlySchema, response: { 200: messageSchema } } },
    async (request) => {
      const answer = await resendVerification(contextOf(request), request.body.email);
      app.mailer.nudge();
      return answer;
    },
  );

  app.post(
    '/api/login',
    { schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      const context = contextOf(request);
      const result = await login(context, request.body.email, request.body.password);
      if (result.kind === 'needsVerification') {
        app.mailer.nudge();
        return { success: false, needsVerification: true, email: result.email, message: messages.needsVerification };
      }
      // The password was right; an account with a second factor also needs a current code.
      if (result.user.mfaEnabledAt) {
        await checkSecondFactor(
          { ...mfa, ip: context.ip, log: request.log, requestId: request.id },
          result.user.id,
          request.body.code,
        );
      }
      const state = await app.sessions.signIn(request, reply, result.user);
      if (result.user.role === 'admin') {
        await recordAudit(app.db, {
          action: 'auth.sign_in',
          actor: result.user,
          context: requestContext(request),
          target: { type: 'user', id: result.user.id },
        });
      }
      return {
        success: true,
        message: messages.loggedIn,
        user: { ...toPublicUser(result.user), sessionIdleSeconds: state.idleSeconds },
      };
    },
  );

  app.post('/api/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await app.sessions.signOut(request, reply);
    return { success: true, message: messages.loggedOut };
  });

  app.post(
    '/api/password-reset/request',
    { schema: { body: emailOnlySchema, response: { 200: messageSchema } } },
    async (request) => {
      const answer = await requestPasswordReset(contextOf(request), request.body.email);
      app.mailer.nudge();
      return answer;
    },
  );

  app.post(
    '/api/password-reset/confirm',
    { schema: { body: passwordResetConfirmRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { email, code, newPassword } = request.body;
      const userId = await confirmPasswordReset(contextOf(request), email, code, newPassword);
      // Every other session of the account ends; the one that reset (if it is theirs) stays.
      const session = await request.session();
      await app.sessions.endAllFor(userId, session?.userId === userId ? session.id : undefined);
      return { success: true, message: messages.resetDone };
    },
  );

  app.get('/api/user', { schema: { response: { 200: publicUserSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await signedInUser(request);
    return { ...toPublicUser(user), sessionIdleSeconds: (await request.session())?.idleSeconds };
  });

  // Two-step verification: set up (required for staff, optional for travellers) and turn off.
  app.post('/api/user/mfa/setup', { schema: { response: { 200: mfaSetupAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return startEnrolment(mfa, await signedInUser(request));
  });

  app.post(
    '/api/user/mfa/confirm',
    {
      schema: {
        body: mfaConfirmSchema.extend({ password: freshProofSchema.shape.password }),
        response: { 200: mfaConfirmAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await signedInUser(request);
      await assertFreshProof(mfa, request, user, { password: request.body.password });
      await consumeRateLimit(app.db, mfaAttemptLimit(user.id));
      const recoveryCodes = await confirmEnrolment(mfa, user, request.body.code);
      await resetRateLimit(app.db, mfaAttemptLimit(user.id).key);
      await recordAudit(app.db, {
        action: 'auth.mfa_enrolled',
        actor: user,
        context: requestContext(request),
        target: { type: 'user', id: user.id },
      });
      return { recoveryCodes };
    },
  );

  app.delete(
    '/api/user/mfa',
    { schema: { body: mfaDisableSchema, response: { 200: messageSchema } } },
    async (request) => {
      const user = await signedInUser(request);
      if (user.role === 'admin') throw forbidden(mfaMessages.staffCannotTurnOff, refusalCodes.mfaStaffCannotTurnOff);
      await checkSecondFactor(
        { ...mfa, ip: request.ip, log: request.log, requestId: request.id },
        user.id,
        request.body.code,
        'form',
      );
      await removeSecondFactor(app.db, user.id);
      return { success: true, message: messages.mfaTurnedOff };
    },
  );

  app.put(
    '/api/user/profile',
    { schema: { body: profileSchema, response: { 200: userAnswerSchema } } },
    async (request) => {
      const user = await signedInUser(request);
      const updated = await updateProfile(app.db, user.id, request.body);
      return { success: true, message: messages.profileUpdated, user: toPublicUser(updated) };
    },
  );

  const deleteAccountSchema = { body: freshProofSchema.nullish(), response: { 200: messageSchema } };
  app.delete('/api/user/account', { schema: deleteAccountSchema }, async (request, reply) => {
    const user = await signedInUser(request);
    // Refused before anything is erased: a built-in admin cannot be deleted, whatever the proof.
    assertDeletable(user);
    await assertFreshProof(mfa, request, user, request.body ?? undefined);
    await eraseAccountData({ ...app.applicationServices, storage: app.storage }, user.id, user);
    const answer = await deleteAccount(contextOf(request), user);
    await app.sessions.signOut(request, reply);
    app.mailer.nudge();
    return answer;
  });
}
