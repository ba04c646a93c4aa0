import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contactRateLimit, contactSchemaFor } from '../../../core/contact';
import { fallbackLanguage, type Language, languageStorageKey, matchLanguage } from '../../../core/languages';
import { badRequest, fieldErrorsOf } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { createContactMessage } from './service';

/** The sender's language: their stored choice (cookie), else the browser's. */
function languageOf(request: FastifyRequest): Language {
  return (
    matchLanguage(request.cookies[languageStorageKey]) ??
    matchLanguage(request.headers['accept-language']) ??
    fallbackLanguage
  );
}

export async function contactRoutes(app: FastifyInstance) {
  /** Spec §7 POST /api/contact: either contact form, validated with the same schema as the web form. */
  app.post(
    '/api/contact',
    {
      schema: {
        body: z.looseObject({}),
        response: { 201: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(app.db, {
        key: `contact:ip:${request.ip}`,
        ...contactRateLimit,
        message: 'Too many messages. Please wait a few minutes and try again.',
      });
      const parsed = contactSchemaFor(request.body).safeParse(request.body);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error.issues);
        throw badRequest(Object.values(fieldErrors)[0] ?? 'Invalid request', fieldErrors);
      }
      const user = await request.currentUser();
      await createContactMessage(app.db, {
        form: parsed.data,
        userId: user?.id ?? null,
        language: languageOf(request),
      });
      return reply.code(201).send({ success: true as const, message: 'Message received' });
    },
  );
}
