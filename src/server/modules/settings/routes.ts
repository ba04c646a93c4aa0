import type { FastifyInstance } from 'fastify';
import { publicSettingsSchema } from '../../../core/settings';
import { activeDisruption, toPublicDisruption } from '../disruption/service';
import { publicFees } from '../fees/service';
import { getSettings, toPublicSettings } from './service';

export async function publicSettingsRoutes(app: FastifyInstance) {
  /** Prices and the next fee change, times, support contacts, the maintenance flag, test mode and a Home Office disruption: the server is the single source. */
  const testPayments = app.config.payments.provider === 'sandbox';
  app.get('/api/settings/public', { schema: { response: { 200: publicSettingsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const disruption = toPublicDisruption(await activeDisruption(app.db));
    // One instant for the settings and the fees, read afresh: a change shows from its instant (decision 037).
    const now = new Date();
    const fees = await publicFees(app.db, now);
    return toPublicSettings(await getSettings(app.db, now), { testPayments, disruption, fees });
  });
}
