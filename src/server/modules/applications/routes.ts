import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { savedProgressSchema } from '../../../core/applications';
import { signedInUser } from '../../lib/sessions';
import { discardProgress, getSavedProgress, saveProgress } from './service';

/** Saved progress (spec §7); the submission of a paid application is the payments module's, which builds it. */
export const applicationsPlugin = fp(savedProgressRoutes, { name: 'applications', dependencies: ['sessions'] });

async function savedProgressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
}
