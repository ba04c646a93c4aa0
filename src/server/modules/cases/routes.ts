import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminApplication, adminApplicationSchema } from '../../../core/admin-applications';
import { caseReasons } from '../../../core/case-reasons';
import {
  caseMessages,
  caseMoveSchema,
  casesMoveSchema,
  fixableDocuments,
  fixableFields,
  fixesSchema,
  fixPassportSchema,
  requestInformationSchema,
} from '../../../core/case-requests';
import { maxAdditionalApplicants } from '../../../core/limits';
import { applicationNotFoundMessage } from '../../../core/not-found';
import type { Database } from '../../db/client';
import { type AdminRoutes, type AdminScope, adminOf, adminRoutes } from '../../lib/admin-scope';
import { requestContext } from '../../lib/audit';
import { moveSeveralCases } from './bulk';
import { cancelTraveller } from './cancel';
import { FixLinks, fixTokenHeader } from './fix-links';
import { getFixTask, sendFixes } from './fixes';
import { moveTravellerCase, requestInformation } from './service';

/** Issue #17's resources: decision record 017 describes them. */

const travellerParams = z.object({
  id: z.uuid(applicationNotFoundMessage),
  index: z.coerce.number({ error: caseMessages.travellerNotFound }).int().min(0).max(maxAdditionalApplicants),
});
const applicationResponse = z.object({ success: z.literal(true), application: adminApplicationSchema });

/**
 * The application's detail as staff see it, answered after each move. It is the admin-applications
 * module's: app.ts passes it in, so the two modules do not import each other (issue 38).
 */
export type ApplicationDetail = (db: Database, id: string) => Promise<AdminApplication>;

/** Staff moves on one traveller's case; registered inside the admin scope. */
export const adminCaseRoutes = (getApplication: ApplicationDetail): AdminRoutes =>
  adminRoutes({ name: 'admin-cases', dependencies: caseDependencies }, (instance) =>
    caseRoutesForStaff(instance, getApplication),
  );

/** What both the staff's and the traveller's case routes use. */
const caseDependencies = ['application-services', 'mail', 'sessions'];

async function caseRoutesForStaff(instance: AdminScope, getApplication: ApplicationDetail) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const links = FixLinks.fromConfig(app.config);

  app.post(
    '/api/admin/applications/:id/travellers/:index/request-information',
    { schema: { params: travellerParams, body: requestInformationSchema, response: { 200: applicationResponse } } },
    async (request) => {
      const { id, index } = request.params;
      await requestInformation(
        app.db,
        links,
        { applicationId: id, index, request: request.body },
        adminOf(request),
        requestContext(request),
      );
      app.mailer.nudge();
      return { success: true as const, application: await getApplication(app.db, id) };
    },
  );

  app.post(
    '/api/admin/applications/:id/travellers/:index/case',
    { schema: { params: travellerParams, body: caseMoveSchema, response: { 200: applicationResponse } } },
    async (request) => {
      const { id, index } = request.params;
      // One traveller cancelled before submission is refunded their price (cases/cancel.ts).
      if (request.body.status === 'cancelled') {
        await cancelTraveller(
          app.applicationServices,
          { applicationId: id, index },
          adminOf(request),
          requestContext(request),
        );
        app.mailer.nudge();
        return { success: true as const, application: await getApplication(app.db, id) };
      }
      const { emailed } = await moveTravellerCase(
        app.db,
        { applicationId: id, index, move: request.body },
        adminOf(request),
        requestContext(request),
      );
      if (emailed) app.mailer.nudge();
      return { success: true as const, application: await getApplication(app.db, id) };
    },
  );

  // Several travellers at once, all or none (decision 038).
  app.post(
    '/api/admin/applications/:id/cases',
    {
      schema: {
        params: z.object({ id: z.uuid(applicationNotFoundMessage) }),
        body: casesMoveSchema,
        response: { 200: applicationResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { emailed } = await moveSeveralCases(
        app.db,
        { applicationId: id, move: request.body },
        adminOf(request),
        requestContext(request),
      );
      if (emailed) app.mailer.nudge();
      return { success: true as const, application: await getApplication(app.db, id) };
    },
  );
}

const fixTaskSchema = z.object({
  success: z.literal(true),
  referenceNumber: z.string(),
  travellerIndex: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  message: z.string(),
  departureDate: z.string(),
  fields: z.array(z.object({ field: z.enum(fixableFields), value: z.string() })),
  documents: z.array(z.enum(fixableDocuments)),
  reasons: z.array(z.enum(caseReasons)),
  passport: fixPassportSchema,
});

/** The traveller's side: the focused form's task and the fixes, for the owner or the signed link's holder. */
export const travellerCaseRoutes = fp(caseRoutesForTravellers, {
  name: 'traveller-cases',
  dependencies: caseDependencies,
  encapsulate: true,
});

async function caseRoutesForTravellers(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const links = FixLinks.fromConfig(app.config);
  const callerOf = async (request: FastifyRequest) => {
    const header = request.headers[fixTokenHeader];
    return { user: await request.currentUser(), token: typeof header === 'string' ? header : undefined };
  };

  app.get(
    '/api/applications/:id/travellers/:index/fixes',
    { schema: { params: travellerParams, response: { 200: fixTaskSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, index } = request.params;
      return { success: true as const, ...(await getFixTask(app.db, links, id, index, await callerOf(request))) };
    },
  );

  app.post(
    '/api/applications/:id/travellers/:index/fixes',
    {
      schema: {
        params: travellerParams,
        body: fixesSchema,
        response: { 200: z.object({ success: z.literal(true), referenceNumber: z.string() }) },
      },
    },
    async (request) => {
      const { id, index } = request.params;
      const caller = await callerOf(request);
      const session = await request.session();
      const owner = { sessionId: session?.id ?? null, userId: caller.user?.id ?? null };
      const result = await sendFixes(app.db, links, { id, index, fixes: request.body, owner }, caller);
      app.mailer.nudge();
      return { success: true as const, ...result };
    },
  );
}
