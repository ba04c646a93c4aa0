import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  failedEmailSchema,
  failedEmailsQuerySchema,
  failedEmailsResponseSchema,
  resendMessages,
} from '../../../core/admin-emails';
import { type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { requestContext } from '../../lib/audit';
import { listFailedEmails, resendFailedEmail } from './service';

const idParams = z.object({
  id: z.coerce
    .number({ error: resendMessages.notFound })
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

/** Staff's view of e-mails the outbox gave up on (issue 21): list and resend. */
export const adminEmailRoutes = adminRoutes({ name: 'admin-emails', dependencies: ['mail'] }, staffRoutes);

async function staffRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/emails/failed',
    { schema: { querystring: failedEmailsQuerySchema, response: { 200: failedEmailsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page } = request.query;
      return { ...(await listFailedEmails(app.db, page, adminOf(request), requestContext(request))), page };
    },
  );

  app.post(
    '/api/admin/emails/:id/resend',
    { schema: { params: idParams, response: { 200: z.object({ email: failedEmailSchema }) } } },
    async (request) => {
      const email = await resendFailedEmail(app.db, request.params.id, adminOf(request), requestContext(request));
      app.mailer.nudge();
      return { email };
    },
  );
}
