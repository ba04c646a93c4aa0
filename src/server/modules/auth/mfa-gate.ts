import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '../../../core/errors';
import { mfaMessages, mustEnrolMfa } from '../../../core/mfa';
import { AppError } from '../../lib/errors';
import { hookRoutes } from '../../lib/route-hooks';

/**
 * What a staff session that has not set up its second factor may still call: the set-up itself,
 * who it is, signing in or out, and what needs no account. Decided on the matched route.
 */
const allowedWhileEnrolling = new Set([
  'POST /api/user/mfa/setup',
  'POST /api/user/mfa/confirm',
  'GET /api/user',
  'HEAD /api/user',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/session',
  'GET /api/settings/public',
  'HEAD /api/settings/public',
  'GET /api/health',
  'GET /api/ready',
]);

/** Until a staff account enrols, its session may do nothing else (403 MFA_ENROLMENT_REQUIRED). */
export const mfaGatePlugin = fp(
  async (app: FastifyInstance) => {
    // Only API routes: the app's files and pages (a route per built file) hold no one's data, and
    // the enrolment screen itself needs them.
    hookRoutes(
      app,
      'onRequest',
      async (request: FastifyRequest) => {
        if (allowedWhileEnrolling.has(`${request.method} ${request.routeOptions.url}`)) return;
        const user = await request.currentUser();
        if (user && mustEnrolMfa({ role: user.role, mfaEnabled: user.mfaEnabledAt !== null })) {
          throw new AppError(403, errorCodes.mfaEnrolmentRequired, mfaMessages.enrolmentRequired);
        }
      },
      (route) =>
        route.url.startsWith('/api/') &&
        ![route.method].flat().every((method) => allowedWhileEnrolling.has(`${method} ${route.url}`)),
    );
  },
  { name: 'mfa-gate', dependencies: ['sessions'] },
);
