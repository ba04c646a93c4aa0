import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedSettingsSchema, systemSettingsSchema } from '../../../core/settings';
import { type AdminScope, adminOf } from '../../lib/admin-scope';
import { requestContext } from '../../lib/audit';
import { getSettings, updateSettings } from '../settings/service';

const settingsAnswer = z.object({ success: z.literal(true), settings: storedSettingsSchema });

/** System settings for admins: the whole object in, the whole object out. The /api/admin guard applies. */
export async function adminSettingsRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/settings', { schema: { response: { 200: settingsAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, settings: await getSettings(app.db) };
  });

  app.patch(
    '/api/admin/settings',
    { schema: { body: systemSettingsSchema, response: { 200: settingsAnswer } } },
    async (request) => {
      const admin = adminOf(request);
      return {
        success: true as const,
        settings: await updateSettings(app.db, request.body, admin, requestContext(request)),
      };
    },
  );
}
