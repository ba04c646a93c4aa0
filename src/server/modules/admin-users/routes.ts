import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery } from '../../../core/admin-applications';
import {
  adminUserRowSchema,
  adminUserSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '../../../core/admin-users';
import { type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { recordListRead, requestContext } from '../../lib/audit';
import { requestLanguage } from '../../lib/language';
import { CodeHasher } from '../auth/codes';
import { eraseAccountData } from '../retention/account';
import { mfaResetMessage, resetUserSecondFactor, sendPasswordReset } from './credentials';
import { createUser, deleteUser, listUsers, updateUser } from './service';

const idParams = z.object({ id: z.uuid('User not found') });
const userAnswer = z.object({ success: z.literal(true), user: adminUserRowSchema });
const okAnswer = z.object({ success: z.literal(true), message: z.string().optional() });

/** Admin user management. The /api/admin guard (401/403) applies to every route here. */
export const adminUserRoutes = adminRoutes(
  { name: 'admin-users', dependencies: ['application-services', 'mail', 'sessions', 'storage'] },
  staffRoutes,
);

async function staffRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const hasher = CodeHasher.fromConfig(app.config);

  app.get(
    '/api/admin/users',
    {
      schema: {
        querystring: listQuery(userListQuerySchema),
        response: { 200: userListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await listUsers(app.db, request.query);
      await recordListRead(app.db, {
        action: 'staff_list.users',
        actor: adminOf(request),
        context: requestContext(request),
        shown: { ids: result.users.map((row) => row.id) },
        page: request.query.page,
        searched: Boolean(request.query.search),
      });
      return { success: true as const, ...result, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.post(
    '/api/admin/users',
    { schema: { body: adminUserSchema, response: { 201: userAnswer } } },
    async (request, reply) => {
      const user = await createUser(app.db, request.body, adminOf(request), requestContext(request), {
        hasher,
        language: requestLanguage(request),
        signInUrl: new URL('/auth', app.config.appUrl).href,
      });
      app.mailer.nudge();
      return reply.code(201).send({ success: true as const, user });
    },
  );

  app.patch(
    '/api/admin/users/:id',
    { schema: { params: idParams, body: adminUserSchema, response: { 200: userAnswer } } },
    async (request) => {
      const admin = adminOf(request);
      const { user, passwordChanged, roleChanged } = await updateUser(
        app.db,
        request.params.id,
        request.body,
        admin,
        requestContext(request),
      );
      // A new password or role ends the user's other sessions, as a reset does (not the admin's own).
      if (passwordChanged || roleChanged)
        await app.sessions.endAllFor(user.id, user.id === admin.id ? (await request.session())?.id : undefined);
      return { success: true as const, user };
    },
  );

  app.delete('/api/admin/users/:id', { schema: { params: idParams, response: { 200: okAnswer } } }, async (request) => {
    const admin = adminOf(request);
    await deleteUser(app.db, request.params.id, admin, requestContext(request), (accountId) =>
      eraseAccountData({ ...app.applicationServices, storage: app.storage }, accountId, admin),
    );
    return { success: true as const };
  });

  app.post(
    '/api/admin/users/:id/reset-password',
    { schema: { params: idParams, response: { 200: okAnswer } } },
    async (request) => {
      await sendPasswordReset(app.db, request.params.id, adminOf(request), requestContext(request), {
        hasher,
        language: requestLanguage(request),
      });
      app.mailer.nudge();
      return { success: true as const, message: 'A password reset code has been sent to the user.' };
    },
  );

  app.post(
    '/api/admin/users/:id/mfa/reset',
    { schema: { params: idParams, response: { 200: okAnswer } } },
    async (request) => {
      const admin = adminOf(request);
      const userId = await resetUserSecondFactor(app.db, request.params.id, admin, requestContext(request));
      // Whoever holds a session of that account must sign in again and set up a new factor.
      await app.sessions.endAllFor(userId);
      request.log.info({ event: 'mfa_reset', userId, by: admin.id }, 'two-step verification reset by an admin');
      return { success: true as const, message: mfaResetMessage };
    },
  );
}
