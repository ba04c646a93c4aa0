import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feeChangeListSchema, feeChangeRequestSchema } from '../../../core/fees';
import { type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { requestContext } from '../../lib/audit';
import { listFeeChanges, scheduleFeeChange, withdrawFeeChange } from './service';

/** The fee schedule for staff (issue #35): its history and coming changes, schedule one, withdraw one not started. */
export const adminFeeRoutes = adminRoutes({ name: 'admin-fees' }, staffRoutes);

async function staffRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const list = async () => ({ success: true as const, changes: await listFeeChanges(app.db) });

  app.get('/api/admin/fees', { schema: { response: { 200: feeChangeListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return list();
  });

  app.post(
    '/api/admin/fees',
    { schema: { body: feeChangeRequestSchema, response: { 201: feeChangeListSchema } } },
    async (request, reply) => {
      await scheduleFeeChange(app.db, request.body, adminOf(request), requestContext(request));
      reply.code(201);
      return list();
    },
  );

  app.delete(
    '/api/admin/fees/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: feeChangeListSchema } } },
    async (request) => {
      await withdrawFeeChange(app.db, request.params.id, adminOf(request), requestContext(request));
      return list();
    },
  );
}
