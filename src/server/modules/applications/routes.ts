import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedProgressSchema } from '../../../core/application';
import { signedInUser } from '../../lib/sessions';
import { ownerOf } from '../payments/routes';
import { submitApplication } from '../payments/settle';
import { discardProgress, getSavedProgress, saveProgress } from './service';

/** Submission of a paid application and saved progress (spec §7); payments are the payments module's. */
export const applicationsPlugin = fp(async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/applications',
    {
      schema: {
        body: z.object({ paymentId: z.string().min(1).max(200) }).loose(),
        response: {
          201: z.object({
            success: z.literal(true),
            application: z.object({ id: z.string(), referenceNumber: z.string(), status: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const application = await submitApplication(app.applicationServices, {
        paymentIntentId: request.body.paymentId,
        owner: await ownerOf(request, reply),
      });
      app.mailer.nudge();
      return reply.code(201).send({ success: true as const, application });
    },
  );

  app.get('/api/application/saved-progress', async (request) => {
    const user = await signedInUser(request);
    return { success: true, data: await getSavedProgress(app.db, user.id) };
  });

  // Discard the draft (#37 item 2): the dashboard's 'Discard'. Its documents are left to the
  // abandoned-uploads job, since a payment started from the draft may still be settling with them.
  app.delete('/api/application/saved-progress', async (request) => {
    const user = await signedInUser(request);
    await discardProgress(app.db, user.id);
    return { success: true };
  });

  app.post('/api/application/save-progress', { schema: { body: savedProgressSchema } }, async (request) => {
    const user = await signedInUser(request);
    const lastSaved = await saveProgress(app.db, user.id, request.body);
    return { success: true, lastSaved: lastSaved.toISOString() };
  });
});
