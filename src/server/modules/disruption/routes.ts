import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disruptionUpdateSchema, publicDisruptionSchema } from '../../../core/reminders';
import { type AdminScope, adminOf } from '../../lib/admin-scope';
import { requestContext } from '../../lib/audit';
import { sendDisruptionEndNotices, sendDisruptionNotices } from '../reminders/disruption-notices';
import { reminderDeps } from '../reminders/job';
import { updateDisruption } from './service';

/**
 * Staff declare or end a Home Office disruption (issue #34). Declaring tells at once the travellers
 * arriving within 72 hours with a case undecided; ending tells, once, those who were told.
 */
export async function adminDisruptionRoutes(instance: AdminScope) {
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
      const deps = reminderDeps(app);
      let notified = 0;
      if (result.disruption.active) notified = await sendDisruptionNotices(deps);
      if (result.ended !== undefined) notified = await sendDisruptionEndNotices(deps, result.ended);
      if (notified > 0) app.mailer.nudge();
      return { success: true as const, disruption: result.disruption, notified };
    },
  );
}
