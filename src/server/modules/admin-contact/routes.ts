import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery } from '../../../core/admin-applications';
import { contactListQuerySchema, contactListResponseSchema, contactReplySchema } from '../../../core/admin-contact';
import { type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { recordListRead, requestContext } from '../../lib/audit';
import { deleteMessage, listMessages, replyToMessage, resolveMessage } from './service';

const idParams = z.object({ id: z.uuid('Message not found') });
const okAnswer = z.object({ success: z.literal(true) });

/** Admin contact messages: list, resolve, reply, delete. The /api/admin guard (401/403) applies. */
export const adminContactRoutes = adminRoutes({ name: 'admin-contact', dependencies: ['mail'] }, staffRoutes);

async function staffRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        querystring: listQuery(contactListQuerySchema),
        response: { 200: contactListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await listMessages(app.db, request.query);
      await recordListRead(app.db, {
        action: 'staff_list.messages',
        actor: adminOf(request),
        context: requestContext(request),
        shown: { ids: result.messages.map((row) => row.id) },
        page: request.query.page,
        searched: Boolean(request.query.search),
      });
      return { success: true as const, ...result, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.patch(
    '/api/admin/contact-messages/:id/resolve',
    { schema: { params: idParams, response: { 200: okAnswer } } },
    async (request) => {
      await resolveMessage(app.db, request.params.id, adminOf(request), requestContext(request));
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/reply',
    { schema: { params: idParams, body: contactReplySchema, response: { 200: okAnswer } } },
    async (request) => {
      await replyToMessage(app.db, request.params.id, request.body.reply, adminOf(request), requestContext(request));
      app.mailer.nudge();
      return { success: true as const };
    },
  );

  app.delete(
    '/api/admin/contact-messages/:id',
    { schema: { params: idParams, response: { 200: okAnswer } } },
    async (request) => {
      await deleteMessage(app.db, request.params.id, adminOf(request), requestContext(request));
      return { success: true as const };
    },
  );
}
