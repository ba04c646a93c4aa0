import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalCodes } from '../../../core/errors';
import { directionOf, type Language } from '../../../core/languages';
import { reminderPreferenceSchema } from '../../../core/reminders';
import { badRequest } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { escapeHtml } from '../../lib/mail/layout';
import { mailTexts } from '../../lib/mail/texts';
import { signedInUser } from '../../lib/sessions';
import { reminderPreference, sealOptOutAddresses, setReminderPreference, stopRemindersFor } from './preferences';
import { UnsubscribeTokens } from './tokens';

const texts = mailTexts('reminders');
const tokenQuery = z.object({ token: z.string().max(200) });

/** A small page of our own (no script): the question with its button, or the answer. */
function page(reply: FastifyReply, language: Language, status: number, lines: string[], button?: string) {
  const form = button
    ? `<form method="post"><input type="hidden" name="confirm" value="yes"><button type="submit" style="font:inherit;padding:8px 16px">${escapeHtml(button)}</button></form>`
    : '';
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Advena</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;line-height:1.5"><h1>${escapeHtml(texts[language].unsubscribe.title)}</h1>${body}${form}</body></html>`,
    );
}

/**
 * Reminders' one-click unsubscribe (RFC 8058) and the profile's switch (issue #34, decision 035).
 * The POST takes the mail client's `List-Unsubscribe=One-Click` (or the page's own button) from any
 * origin: the signed token is the authority, and it can only stop reminders.
 */
export const reminderRoutes = fp(unsubscribeRoutes, {
  name: 'reminders',
  dependencies: ['sessions'],
  encapsulate: true,
});

async function unsubscribeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tokens = UnsubscribeTokens.fromConfig(app.config);
  await sealOptOutAddresses(app.db, tokens);
  // The one-click body is a form (RFC 8058 §3.1); only this plugin's routes read it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/api/reminders/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const language = requestLanguage(request);
    const text = texts[language].unsubscribe;
    if (!tokens.verify(request.query.token)) return page(reply, language, 400, [text.invalid]);
    return page(reply, language, 200, [text.question, text.serviceStill], text.button);
  });

  app.post(
    '/api/reminders/unsubscribe',
    { config: { allowCrossOrigin: true }, schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const recipient = tokens.verify(request.query.token);
      const language = requestLanguage(request);
      // The page's own button (a browser form) is answered with a page in the reader's language.
      if (!recipient && request.headers.accept?.includes('text/html'))
        return page(reply, language, 400, [texts[language].unsubscribe.invalid]);
      if (!recipient)
        throw badRequest('This unsubscribe link is not valid.', undefined, refusalCodes.unsubscribeLinkInvalid);
      await stopRemindersFor(app.db, tokens, recipient);
      return page(reply, language, 200, [texts[language].unsubscribe.done, texts[language].unsubscribe.serviceStill]);
    },
  );

  app.get(
    '/api/user/reminders',
    { schema: { response: { 200: reminderPreferenceSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { enabled: await reminderPreference(app.db, tokens, (await signedInUser(request)).email) };
    },
  );

  app.put(
    '/api/user/reminders',
    { schema: { body: reminderPreferenceSchema, response: { 200: reminderPreferenceSchema } } },
    async (request) => {
      const user = await signedInUser(request);
      await setReminderPreference(app.db, tokens, user.email, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  );
}
