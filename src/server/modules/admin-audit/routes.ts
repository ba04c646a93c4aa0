import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuery } from '../../../core/admin-applications';
import { auditListQuerySchema, auditListResponseSchema } from '../../../core/admin-audit';
import { type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { listAuditEvents } from './service';

/** The audit trail for admins (the Activity page). The /api/admin guard (401/403) applies. */
export const adminAuditRoutes = adminRoutes({ name: 'admin-audit' }, staffRoutes);

async function staffRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/audit-events',
    {
      schema: {
        querystring: listQuery(auditListQuerySchema),
        response: { 200: auditListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await listAuditEvents(app.db, request.query, adminOf(request))) };
    },
  );
}
