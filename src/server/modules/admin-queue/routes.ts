import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentSchema,
  assignSchema,
  bulkResultSchema,
  bulkSchema,
  selectionQuerySchema,
  staffMemberSchema,
} from '../../../core/admin-queue';
import { applicationNotFoundMessage } from '../../../core/not-found';
import { type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { requestContext } from '../../lib/audit';
import { csvLine, listHeader, listRow } from '../admin-applications/csv';
import { listExtrasOf } from '../admin-applications/csv-extras';
import { exportSelection, runBulk } from './bulk';
import { assign, assignmentOf, claim, release, staffMembers } from './service';

const idParams = z.object({ id: z.uuid(applicationNotFoundMessage) });
const assignmentResponse = z.object({ success: z.literal(true), assignment: assignmentSchema });
const stamp = () => new Date().toISOString().slice(0, 10);

/** The caseworker's queue (decision 018): assignment, bulk actions and the selection's CSV. The /api/admin guard applies. */
export const adminQueueRoutes = adminRoutes({ name: 'admin-queue' }, staffRoutes);

async function staffRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/staff',
    { schema: { response: { 200: z.object({ success: z.literal(true), staff: z.array(staffMemberSchema) }) } } },
    async () => ({ success: true as const, staff: await staffMembers(app.db) }),
  );

  app.get(
    '/api/admin/applications/:id/assignment',
    { schema: { params: idParams, response: { 200: assignmentResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, assignment: await assignmentOf(app.db, request.params.id) };
    },
  );

  app.post(
    '/api/admin/applications/:id/claim',
    { schema: { params: idParams, response: { 200: assignmentResponse } } },
    async (request) => ({
      success: true as const,
      assignment: await claim(app.db, request.params.id, adminOf(request), requestContext(request)),
    }),
  );

  app.post(
    '/api/admin/applications/:id/assign',
    { schema: { params: idParams, body: assignSchema, response: { 200: assignmentResponse } } },
    async (request) => ({
      success: true as const,
      assignment: await assign(app.db, request.params.id, request.body, adminOf(request), requestContext(request)),
    }),
  );

  app.post(
    '/api/admin/applications/:id/release',
    { schema: { params: idParams, response: { 200: assignmentResponse } } },
    async (request) => ({
      success: true as const,
      assignment: await release(app.db, request.params.id, adminOf(request), requestContext(request)),
    }),
  );

  app.post(
    '/api/admin/applications/bulk',
    { schema: { body: bulkSchema, response: { 200: bulkResultSchema } } },
    async (request) => runBulk(app.db, request.body, adminOf(request), requestContext(request)),
  );

  app.get(
    '/api/admin/applications/selection.csv',
    { schema: { querystring: selectionQuerySchema } },
    async (request, reply) => {
      const admin = adminOf(request);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-selection-${stamp()}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      if (request.method === 'HEAD') return reply.send();
      const rows = await exportSelection(app.db, request.query.ids, admin, requestContext(request));
      const extras = await listExtrasOf(app.db, rows);
      return reply.send(`\uFEFF${csvLine(listHeader)}${rows.map((row) => listRow(row, extras.get(row.id))).join('')}`);
    },
  );
}
