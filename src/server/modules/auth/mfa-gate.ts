import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '../../../core/errors';
import { mfaMessages, mustEnrolMfa } from '../../../core/mfa';
import { AppError } from '../../lib/errors';

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
export const mfaGatePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    // No API route matched: the app's files and pages (a route per built file) or a 404, which the
    // enrolment screen itself needs; they hold no one's data.
    if (!route?.startsWith('/api/') || allowedWhileEnrolling.has(`${request.method} ${route}`)) return;
    const user = await request.currentUser();
    if (user && mustEnrolMfa({ role: user.role, mfaEnabled: user.mfaEnabledAt !== null })) {
      throw new AppError(403, errorCodes.mfaEnrolmentRequired, mfaMessages.enrolmentRequired);
    }
  });
});
