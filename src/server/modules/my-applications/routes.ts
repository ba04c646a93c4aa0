import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseMessages } from '../../../core/case-requests';
import { refusalCodes } from '../../../core/errors';
import { fallbackLanguage, isLanguage } from '../../../core/languages';
import { maxAdditionalApplicants, rateLimitMessages } from '../../../core/limits';
import {
  applicationFoundMessage,
  myApplicationListQuerySchema,
  myApplicationListSchema,
  myApplicationSchema,
  myMessagesSchema,
  trackingResultSchema,
} from '../../../core/my-applications';
import { requestContext } from '../../lib/audit';
import { clientKey } from '../../lib/client-key';
import { AppError } from '../../lib/errors';
import { requestedLanguage } from '../../lib/page-language';
import { consumeRateLimit } from '../../lib/rate-limit';
import { rateLimits } from '../../lib/rate-limits';
import { signedInUser } from '../../lib/sessions';
import { cancelTraveller } from '../cases/cancel';
import { receiptPdf } from './receipt';
import { cancelMyApplication, getMyApplication, listMyApplications, listMyMessages } from './service';
import { trackApplication } from './tracking';

const idParams = z.object({ id: z.string().max(100) });
const travellerParams = z.object({
  id: z.string().max(100),
  index: z.coerce.number({ error: caseMessages.travellerNotFound }).int().min(0).max(maxAdditionalApplicants),
});
const receiptQuery = z.object({ lng: z.string().max(20).optional() });
const applicationResponse = z.object({ success: z.literal(true), application: myApplicationSchema });

/** The traveller's dashboard: own applications, detail, cancel, receipt, tracking and messages (spec §2, §7). */
export const myApplicationRoutes = fp(ownApplicationRoutes, {
  name: 'my-applications',
  dependencies: ['application-services', 'mail', 'sessions'],
  encapsulate: true,
});

async function ownApplicationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const list = async (request: FastifyRequest, { page, pageSize }: z.infer<typeof myApplicationListQuerySchema>) => {
    const user = await signedInUser(request);
    const result = await listMyApplications(app.db, user.id, { page, pageSize });
    return { success: true as const, ...result, page, pageSize };
  };
  const listSchema = {
    schema: { querystring: myApplicationListQuerySchema, response: { 200: myApplicationListSchema } },
  };
  app.get('/api/user/applications', listSchema, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return list(request, request.query);
  });
  app.get('/api/applications', listSchema, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return list(request, request.query);
  });

  app.get(
    '/api/applications/:id',
    // staffRead: staff may read it too (recorded); another site cannot start that read (decision 032).
    { schema: { params: idParams, response: { 200: applicationResponse } }, config: { staffRead: true } },
    async (request, reply) => {
      const user = await signedInUser(request);
      reply.header('cache-control', 'no-store');
      const application = await getMyApplication(app.db, request.params.id, user, requestContext(request));
      return { success: true as const, application };
    },
  );

  app.post(
    '/api/applications/:id/cancel',
    { schema: { params: idParams, response: { 200: applicationResponse } } },
    async (request) => {
      const user = await signedInUser(request);
      const application = await cancelMyApplication(
        app.applicationServices,
        request.params.id,
        user,
        requestContext(request),
      );
      app.mailer.nudge();
      return { success: true as const, application };
    },
  );

  // One traveller not yet submitted, cancelled by the owner and refunded their price (cases/cancel.ts).
  app.post(
    '/api/applications/:id/travellers/:index/cancel',
    { schema: { params: travellerParams, response: { 200: applicationResponse } } },
    async (request) => {
      const user = await signedInUser(request);
      const { id, index } = request.params;
      await cancelTraveller(
        app.applicationServices,
        { applicationId: id, index, ownerOnly: true },
        user,
        requestContext(request),
      );
      app.mailer.nudge();
      return { success: true as const, application: await getMyApplication(app.db, id, user, requestContext(request)) };
    },
  );

  app.get(
    '/api/applications/:id/receipt.pdf',
    { schema: { params: idParams, querystring: receiptQuery }, config: { staffRead: true } },
    async (request, reply) => {
      const user = await signedInUser(request);
      const application = await getMyApplication(
        app.db,
        request.params.id,
        user,
        requestContext(request),
        'application.receipt_downloaded',
      );
      // The site's current language (decision 024), else the account's, else English.
      const language =
        requestedLanguage(request) ?? (isLanguage(user.preferredLanguage) ? user.preferredLanguage : fallbackLanguage);
      const pdf = await receiptPdf(application, { testPayments: app.config.payments.provider === 'sandbox', language });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="advena-receipt-${application.referenceNumber}.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/application-status/:reference',
    {
      schema: {
        params: z.object({ reference: z.string().max(40) }),
        response: {
          200: trackingResultSchema,
          404: z.object({ success: z.literal(false), code: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(app.db, {
        key: `tracking:ip:${clientKey(request.ip)}`,
        ...rateLimits.trackingPerIp,
        code: refusalCodes.tooManySearches,
        message: rateLimitMessages.tooManySearches,
      });
      reply.header('cache-control', 'no-store');
      try {
        const result = await trackApplication(
          app.db,
          request.params.reference,
          await request.currentUser(),
          requestContext(request),
        );
        return { success: true as const, message: applicationFoundMessage, ...result };
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
        return reply.code(404).send({ success: false as const, code: error.code, message: error.message });
      }
    },
  );

  app.get('/api/user/messages', { schema: { response: { 200: myMessagesSchema } } }, async (request, reply) => {
    const user = await signedInUser(request);
    reply.header('cache-control', 'no-store');
    return { success: true as const, messages: await listMyMessages(app.db, user) };
  });
}
