import type { FastifyInstance } from 'fastify';
import { publicSettingsSchema } from '../../../core/settings';
import { getSettings, toPublicSettings } from './service';

export async function publicSettingsRoutes(app: FastifyInstance) {
  /** Prices, times, support contacts, the maintenance flag and test mode: the server is the single source. */
  const testPayments = app.config.payments.provider === 'sandbox';
  app.get('/api/settings/public', { schema: { response: { 200: publicSettingsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return toPublicSettings(await getSettings(app.db), { testPayments });
  });
}
