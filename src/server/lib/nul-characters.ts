import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusalCodes } from '../../core/errors';
import { refuse } from './errors';
import { hookRoutes, takesWrites } from './route-hooks';

/** The refusal's words, naming the field (its code is NUL_CHARACTER, `params.field`). */
export const nulCharacterMessage = (field: string) =>
  `The field '${field}' contains a NUL character, which is not allowed. Remove it and try again.`;
export const nulFieldMessage = 'Remove the NUL character (an invisible control character) from this field.';

interface Place {
  value: unknown;
  key?: string;
  parent?: Place;
}

function pathOf(place: Place, key?: string): string {
  const keys = key === undefined ? [] : [key];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
}

/**
 * The first place in a parsed value that holds a NUL character, in a string or a key, as a
 * dotted path ('a.1.b'; '_' for the value itself); undefined when there is none. It walks with
 * its own stack and parent links, so a deeply nested body costs neither the call stack nor a
 * copy of the path at every level.
 */
export function findNulCharacter(value: unknown): string | undefined {
  const stack: Place[] = [{ value }];
  while (stack.length > 0) {
    const place = stack.pop() as Place;
    const current = place.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(place);
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      const badKey = entries.find(([key]) => key.includes('\u0000'));
      if (badKey) return pathOf(place, badKey[0]);
      // Pushed in reverse so the first field in the request is the one named.
      for (const [key, inner] of entries.reverse()) stack.push({ value: inner, key, parent: place });
    }
  }
  return undefined;
}

/**
 * PostgreSQL refuses a NUL character in text, so one that reached a query answered 500. Every
 * request is checked once here, before any route validates it: a NUL in the JSON body, the query
 * string or a route parameter is refused with 400 naming the field.
 */
export const nulCharactersPlugin = fp(async (app: FastifyInstance) => {
  // On every route that reads a body, a query or a parameter; a callback hook, as it waits for nothing.
  hookRoutes(
    app,
    'preValidation',
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = findNulCharacter(part);
        if (field !== undefined) {
          return done(
            refuse(400, refusalCodes.nulCharacter, nulCharacterMessage(field), {
              fieldErrors: { [field]: refusalCodes.nulCharacter },
              params: { field },
            }),
          );
        }
      }
      done();
    },
    (route) =>
      takesWrites(route) || route.url.includes(':') || route.url.includes('*') || Boolean(route.schema?.querystring),
  );
});
