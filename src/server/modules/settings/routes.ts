import type { FastifyInstance } from 'fastify';
import { publicSettingsSchema } from '../../../core/settings';
import { getSettings, toPublicSettings } from './service';

export async function publicSettingsRoutes(app: FastifyInstance) {
  /** Prices, times, support contacts and the maintenance flag: the server is the single source. */
  app.get('/api/settings/public', { schema: { response: { 200: publicSettingsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return toPublicSettings(await getSettings(app.db));
  });
}
