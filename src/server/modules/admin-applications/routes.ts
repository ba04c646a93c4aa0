import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminApplicationSchema,
  adminNoteSchema,
  applicationFiltersSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  listQuery,
  statusChangeSchema,
} from '../../../core/admin-applications';
import { adminStatisticsSchema } from '../../../core/admin-statistics';
import { refusalCodes } from '../../../core/errors';
import { applicationNotFoundMessage } from '../../../core/not-found';
import { refundRequestSchema, refundSchema } from '../../../core/refunds';
import { type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { recordListRead, requestContext } from '../../lib/audit';
import { answersOf } from '../applications/questions';
import { refundByStaff } from '../refunds/service';
import { applicationCsv, csvLine, listHeader, listRow } from './csv';
import { listExtrasOf } from './csv-extras';
import {
  addNote,
  changeStatus,
  exportApplication,
  exportApplications,
  getApplication,
  getStatistics,
  listApplications,
  openApplication,
  StaleVersionError,
} from './service';

const idParams = z.object({ id: z.uuid(applicationNotFoundMessage) });
const applicationResponse = z.object({ success: z.literal(true), application: adminApplicationSchema });
const stamp = () => new Date().toISOString().slice(0, 10);

/** Admin review of applications: statistics, list, CSV, detail, status changes and notes. The /api/admin guard applies. */
export const adminApplicationRoutes = adminRoutes(
  { name: 'admin-applications', dependencies: ['application-services', 'mail'] },
  staffRoutes,
);

async function staffRoutes(instance: AdminScope) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/statistics',
    { schema: { response: { 200: adminStatisticsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getStatistics(app.db);
    },
  );

  app.get(
    '/api/admin/applications',
    {
      schema: {
        querystring: listQuery(applicationListQuerySchema),
        response: { 200: applicationListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const query = request.query;
      const admin = adminOf(request);
      const result = await listApplications(app.db, { ...query, viewerId: admin.id });
      await recordListRead(app.db, {
        action: 'staff_list.applications',
        actor: admin,
        context: requestContext(request),
        shown: { references: result.applications.map((row) => row.referenceNumber) },
        page: query.page,
        searched: Boolean(query.search),
      });
      return { success: true as const, ...result, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/api/admin/applications/export.csv',
    {
      schema: {
        querystring: listQuery(applicationFiltersSchema),
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${stamp()}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      // HEAD asks for the headers only: no row is read, so no export is recorded.
      if (request.method === 'HEAD') return reply.send();
      const filters = { ...request.query, viewerId: admin.id };
      const rows = exportApplications(app.db, filters, admin, requestContext(request));
      async function* lines() {
        yield `\uFEFF${csvLine(listHeader)}`;
        for await (const batch of rows) {
          const extras = await listExtrasOf(app.db, batch);
          yield batch.map((row) => listRow(row, extras.get(row.id))).join('');
        }
      }
      return reply.send(Readable.from(lines()));
    },
  );

  app.get('/api/admin/applications/:id/export.csv', { schema: { params: idParams } }, async (request, reply) => {
    const row = await exportApplication(app.db, request.params.id, adminOf(request), requestContext(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${row.referenceNumber}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(`\uFEFF${applicationCsv(row, answersOf(app.db, row))}`);
  });

  app.get(
    '/api/admin/applications/:id',
    { schema: { params: idParams, response: { 200: applicationResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const application = await openApplication(app.db, request.params.id, adminOf(request), requestContext(request));
      return { success: true as const, application };
    },
  );

  app.patch(
    '/api/admin/applications/:id/status',
    {
      schema: {
        params: idParams,
        body: statusChangeSchema,
        response: {
          200: applicationResponse,
          // A stale version carries the current application; a cancelled one does not.
          409: z.object({ code: z.string(), message: z.string(), application: adminApplicationSchema.optional() }),
        },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      try {
        const { application, emailed } = await changeStatus(
          app.db,
          request.params.id,
          request.body,
          admin,
          requestContext(request),
        );
        if (emailed) app.mailer.nudge();
        return { success: true as const, application };
      } catch (error) {
        if (!(error instanceof StaleVersionError)) throw error;
        return reply
          .code(409)
          .send({ code: refusalCodes.applicationChanged, message: error.message, application: error.application });
      }
    },
  );

  app.post(
    '/api/admin/applications/:id/notes',
    { schema: { params: idParams, body: adminNoteSchema, response: { 200: applicationResponse } } },
    async (request) => {
      const admin = adminOf(request);
      return {
        success: true as const,
        application: await addNote(app.db, request.params.id, request.body.notes, admin, requestContext(request)),
      };
    },
  );

  app.post(
    '/api/admin/applications/:id/refunds',
    {
      schema: {
        params: idParams,
        body: refundRequestSchema,
        response: {
          // The refund as it stands: succeeded, failed with the provider's reason, or pending (asked again later).
          201: applicationResponse.extend({
            refund: refundSchema.extend({ failureMessage: z.string().nullable() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const refund = await refundByStaff(
        app.applicationServices,
        request.params.id,
        request.body,
        admin,
        requestContext(request),
      );
      if (refund.status === 'succeeded') app.mailer.nudge();
      return reply.code(201).send({
        success: true as const,
        refund: {
          amountPence: refund.amountPence,
          status: refund.status,
          reason: refund.reason,
          failureMessage: refund.failureMessage,
          createdAt: refund.createdAt.toISOString(),
        },
        application: await getApplication(app.db, request.params.id),
      });
    },
  );
}
