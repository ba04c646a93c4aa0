import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { contactSchemaFor } from '../../../core/contact';
import { refusalCodes } from '../../../core/errors';
import { rateLimitMessages } from '../../../core/limits';
import { clientKey } from '../../lib/client-key';
import { fieldErrorsOf, invalidFields } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { consumeRateLimit } from '../../lib/rate-limit';
import { rateLimits } from '../../lib/rate-limits';
import { createContactMessage } from './service';

export const contactRoutes = fp(contactFormRoutes, { name: 'contact', dependencies: ['sessions'], encapsulate: true });

async function contactFormRoutes(app: FastifyInstance) {
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
        key: `contact:ip:${clientKey(request.ip)}`,
        ...rateLimits.contactPerIp,
        code: refusalCodes.tooManyMessages,
        message: rateLimitMessages.tooManyMessages,
      });
      const parsed = contactSchemaFor(request.body).safeParse(request.body);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error.issues);
        throw invalidFields(fieldErrors);
      }
      const user = await request.currentUser();
      await createContactMessage(app.db, {
        form: parsed.data,
        sender: user ? { id: user.id, email: user.email } : null,
        language: requestLanguage(request),
      });
      return reply.code(201).send({ success: true as const, message: 'Message received' });
    },
  );
}
