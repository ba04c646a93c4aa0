import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settingsUpdateSchema, storedSettingsSchema } from '../../../core/settings';
import { type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { requestContext } from '../../lib/audit';
import { getSettings, settingsUpdatedAt, updateSettings } from '../settings/service';

/** The settings and when they were last saved: the form sends that back as its precondition (409 when stale). */
const settingsAnswer = z.object({ success: z.literal(true), settings: storedSettingsSchema, updatedAt: z.string() });

/** System settings for admins: the whole object in, the whole object out. The /api/admin guard applies. */
export const adminSettingsRoutes = adminRoutes({ name: 'admin-settings' }, staffRoutes);

async function staffRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/settings', { schema: { response: { 200: settingsAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, settings: await getSettings(app.db), updatedAt: await settingsUpdatedAt(app.db) };
  });

  app.patch(
    '/api/admin/settings',
    { schema: { body: settingsUpdateSchema, response: { 200: settingsAnswer } } },
    async (request) => {
      const { updatedAt, ...next } = request.body;
      const settings = await updateSettings(app.db, next, adminOf(request), requestContext(request), updatedAt);
      return { success: true as const, settings, updatedAt: await settingsUpdatedAt(app.db) };
    },
  );
}
