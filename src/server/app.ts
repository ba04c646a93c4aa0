import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { errorCodes } from '../core/errors';
import { englishOfField } from '../core/field-messages';
import type { Config } from './config';
import { type Database, type DatabaseHandle, openDatabase } from './db/client';
import { registerJobs } from './jobs';
import { adminScope } from './lib/admin-scope';
import { apiDocsCollector, apiDocsPage } from './lib/api-docs';
import { isDatabaseUnavailable } from './lib/database-errors';
import { AppError, NotYoursError, WrongCodeError } from './lib/errors';
import { faceAssetRoutes } from './lib/face-assets';
import { jobsPlugin } from './lib/jobs';
import { jsonDepthPlugin } from './lib/json-depth';
import { checkKeyFingerprints } from './lib/key-fingerprints';
import { loadSheddingPlugin, retryAfterSeconds } from './lib/load-shedding';
import { mailPlugin } from './lib/mail/plugin';
import { metricsPlugin } from './lib/metrics';
import { nulCharactersPlugin } from './lib/nul-characters';
import { ocrAssetRoutes } from './lib/ocr-assets';
import { originCheckPlugin } from './lib/origin-check';
import { requestIds } from './lib/request-ids';
import { requestLogFields } from './lib/request-log';
import { requestLogger } from './lib/request-logger';
import { isApiPath, requestPath } from './lib/request-path';
import { answerSealer, useAnswerSealer } from './lib/sealed-answers';
import { securityHeadersPlugin } from './lib/security-headers';
import { servicesPlugin } from './lib/services';
import { sessionsPlugin } from './lib/sessions';
import { documentKeyring } from './lib/storage/configured';
import { storagePlugin } from './lib/storage/plugin';
import { webApp } from './lib/web-app';
import { adminApplicationRoutes } from './modules/admin-applications/routes';
import { getApplication } from './modules/admin-applications/service';
import { adminAuditRoutes } from './modules/admin-audit/routes';
import { adminContactRoutes } from './modules/admin-contact/routes';
import { adminEmailRoutes } from './modules/admin-emails/routes';
import { adminQueueRoutes } from './modules/admin-queue/routes';
import { adminSettingsRoutes } from './modules/admin-settings/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { applicationsPlugin } from './modules/applications/routes';
import { ensureBuiltInAdmins } from './modules/auth/built-in-admins';
import { MfaVault } from './modules/auth/mfa';
import { mfaGatePlugin } from './modules/auth/mfa-gate';
import { authRoutes } from './modules/auth/routes';
import { adminCaseRoutes, travellerCaseRoutes } from './modules/cases/routes';
import { contactRoutes } from './modules/contact/routes';
import { adminDisruptionRoutes } from './modules/disruption/routes';
import { endMrzWorkers } from './modules/document-checks/mrz-reader';
import { documentCheckFor, recordDeviceCheck, runDocumentCheck } from './modules/document-checks/service';
import { documentsPlugin } from './modules/documents/routes';
import { adminFeeRoutes } from './modules/fees/routes';
import { healthRoutes } from './modules/health/routes';
import { myApplicationRoutes } from './modules/my-applications/routes';
import { adminPaymentRoutes } from './modules/payments/admin-routes';
import { paymentsPlugin } from './modules/payments/routes';
import { notifyOfDisruption } from './modules/reminders/job';
import { reminderRoutes } from './modules/reminders/routes';
import { eraseAccountData } from './modules/retention/account';
import { retentionRoutes } from './modules/retention/routes';
import { seoRoutes } from './modules/seo/routes';
import { publicSettingsRoutes } from './modules/settings/routes';

export interface BuildOptions {
  /** A database opened by the caller (tests); otherwise the app opens its own from the config. */
  database?: DatabaseHandle;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole application, exactly as production runs it; main.ts only starts it.
 * Plugins in layers: infrastructure first, then the feature routes that use it.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // request.log made only when a request writes a line (request-logger.ts).
    childLoggerFactory: requestLogger,
    // X-Forwarded-For names the client only when it comes from a configured load balancer;
    // otherwise any client could choose its address and dodge every per-client limit.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Ours, or a trusted load balancer's X-Request-Id; every answer echoes it (below).
    requestIdHeader: false,
    genReqId: requestIds(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure.
  const database = options.database ?? (await openDatabase(config));
  await database.migrate();
  await checkKeyFingerprints(database.db, config);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // The suitability answers are sealed with the documents' key (decision 033).
  useAnswerSealer(database.db, answerSealer(documentKeyring(config)));
  // Every route, for the test that proves each /api/admin route refuses non-admins.
  const routeList: { method: string; url: string; config?: { staffRead?: boolean } }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, config: route.config });
  });
  if (!options.database) app.addHook('onClose', () => database.close());
  database.onError((error) => app.log.error({ err: error }, 'database connection error'));
  // Security headers and X-Request-Id first, so even a shed 503 carries them.
  await app.register(securityHeadersPlugin);
  await app.register(loadSheddingPlugin);

  app.setErrorHandler(errorHandler);
  // First: every route registered after it is in the OpenAPI document, built from its schemas.
  await app.register(apiDocsCollector);
  await app.register(originCheckPlugin);
  await app.register(jsonDepthPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(jobsPlugin);
  // Before every route, so each is measured as it is declared.
  await app.register(metricsPlugin);
  await app.register(sessionsPlugin);
  await app.register(mfaGatePlugin);
  await app.register(mailPlugin);
  // What the features share, each a named plugin that the features name as a dependency
  // (fastify-plugin refuses a feature registered before what it needs).
  await app.register(storagePlugin);
  await app.register(servicesPlugin);
  // The accounts the configuration names exist before any route answers (one transaction, instances in turn).
  await ensureBuiltInAdmins(database.db, config.admins, config.dataDir, app.log, MfaVault.fromConfig(config));
  await app.register(webApp, {
    webRoot: config.webRoot,
    stripe: config.payments.provider === 'stripe',
    appUrl: config.appUrl,
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(requestPath(request.url));
    if (isPage) return app.renderPage(request, reply);
    return reply.code(404).send({ code: errorCodes.notFound, message: 'Not found' });
  });

  // Features.
  await app.register(healthRoutes);
  await app.register(publicSettingsRoutes);
  // Modules that would otherwise import each other in a circle are handed the other's function here.
  await app.register(authRoutes, { eraseAccountData });
  await app.register(documentsPlugin, {
    run: runDocumentCheck,
    answerFor: documentCheckFor,
    recordDevice: recordDeviceCheck,
    end: endMrzWorkers,
  });
  await app.register(paymentsPlugin);
  await app.register(applicationsPlugin);
  await app.register(contactRoutes);
  await app.register(seoRoutes);
  await app.register(ocrAssetRoutes);
  await app.register(faceAssetRoutes);
  await app.register(myApplicationRoutes);
  await app.register(retentionRoutes);
  await app.register(travellerCaseRoutes);
  await app.register(reminderRoutes);
  // Every /api/admin route, behind the one hook that loads the user and checks the role.
  await app.register(
    adminScope([
      adminApplicationRoutes,
      adminQueueRoutes,
      adminCaseRoutes(getApplication),
      adminPaymentRoutes,
      adminUserRoutes,
      adminContactRoutes,
      adminSettingsRoutes,
      adminAuditRoutes,
      adminEmailRoutes,
      adminDisruptionRoutes(notifyOfDisruption),
      adminFeeRoutes,
    ]),
  );
  await app.register(apiDocsPage);
  registerJobs(app);

  return app;
}

function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error instanceof NotYoursError) {
      request.log.warn(
        {
          event: 'authorization_failure',
          route: request.routeOptions.url,
          method: request.method,
          userId: request.sessionCache?.user?.id ?? null,
          sessionId: request.sessionCache?.state?.id ?? null,
        },
        'a caller asked for something that is not theirs',
      );
    }
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.statusCode).send({
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(error.params ? { params: error.params } : {}),
      ...(error instanceof WrongCodeError ? { attemptsLeft: error.attemptsLeft } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fieldErrors[field] ??= issue.message ?? 'Invalid value';
    }
    // Each field's code (decision 051); the English of the first as the message, for API clients.
    const first = englishOfField(Object.values(fieldErrors)[0] ?? 'Invalid request');
    return reply.code(400).send({ code: errorCodes.validation, message: first, fieldErrors });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const code =
      status === 413
        ? errorCodes.tooLarge
        : status === 415
          ? errorCodes.unsupportedType
          : status === 429
            ? errorCodes.rateLimited
            : status === 404
              ? errorCodes.notFound
              : errorCodes.badRequest;
    return reply.code(status).send({ code, message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    // A restart or failover of the database: the client may try again shortly, nothing was done.
    request.log.warn({ err: error, event: 'database_unavailable' }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds))
      .send({ code: errorCodes.unavailable, message: 'Server unavailable. Please try again later.' });
  }
  // Detail goes to the log only; the client gets a generic message.
  request.log.error({ err: error }, 'request failed');
  return reply.code(status).send({ code: errorCodes.internal, message: 'An error occurred. Please try again later.' });
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    routeList: { method: string; url: string; config?: { staffRead?: boolean } }[];
  }
}
