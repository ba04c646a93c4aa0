import type { FastifyInstance } from 'fastify';
import { publicSettingsSchema } from '../../../core/settings';
import { activeDisruption, toPublicDisruption } from '../disruption/service';
import { getSettings, toPublicSettings } from './service';

export async function publicSettingsRoutes(app: FastifyInstance) {
  /** Prices, times, support contacts, the maintenance flag, test mode and a Home Office disruption: the server is the single source. */
  const testPayments = app.config.payments.provider === 'sandbox';
  app.get('/api/settings/public', { schema: { response: { 200: publicSettingsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const disruption = toPublicDisruption(await activeDisruption(app.db));
    return toPublicSettings(await getSettings(app.db), { testPayments, disruption });
  });
}
