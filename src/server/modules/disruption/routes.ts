import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disruptionUpdateSchema, publicDisruptionSchema } from '../../../core/reminders';
import { type AdminRoutes, type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { requestContext } from '../../lib/audit';
import { updateDisruption } from './service';

/**
 * Staff declare or end a Home Office disruption (issue #34). Declaring tells at once the travellers
 * arriving within 72 hours with a case undecided; ending tells, once, those who were told.
 */
export const adminDisruptionRoutes = (notify: DisruptionNotifier): AdminRoutes =>
  adminRoutes({ name: 'admin-disruption', dependencies: ['mail'] }, (instance) =>
    disruptionRoutesForStaff(instance, notify),
  );

/**
 * Tells the travellers of a disruption declared or ended and says how many were told. The reminders
 * module's: app.ts passes it in, so the two modules do not import each other (issue 38).
 */
export type DisruptionNotifier = (
  app: FastifyInstance,
  change: { declared: boolean; ended?: number },
) => Promise<number>;

async function disruptionRoutesForStaff(instance: AdminScope, notify: DisruptionNotifier) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/admin/disruption',
    {
      schema: {
        body: disruptionUpdateSchema,
        response: {
          200: z.object({ success: z.literal(true), disruption: publicDisruptionSchema, notified: z.number() }),
        },
      },
    },
    async (request) => {
      const result = await updateDisruption(app.db, request.body, adminOf(request), requestContext(request));
      const notified = await notify(app, { declared: result.disruption.active, ended: result.ended });
      if (notified > 0) app.mailer.nudge();
      return { success: true as const, disruption: result.disruption, notified };
    },
  );
}
