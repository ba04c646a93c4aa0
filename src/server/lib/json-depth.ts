import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { maxJsonDepth, requestSafetyCodes, requestSafetyMessages } from '../../core/request-safety';
import { refuse } from './errors';
import { hookRoutes, takesWrites } from './route-hooks';

/**
 * How deep a parsed value nests (a scalar is 0, `{}` or `[]` is 1), counted with its own stack so
 * a hostile body costs no call stack; stops looking once past `limit`.
 */
export function nestingDepth(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const inner of Object.values(current)) stack.push({ value: inner, depth: depth + 1 });
  }
  return deepest;
}

/**
 * A JSON body nested deeper than any form of ours could send (a 10,000-deep draft) used to reach
 * the validator, the database's jsonb and the recursive code between, and answered 500. It is
 * refused first, with 400 and its own code.
 */
export const jsonDepthPlugin = fp(async (app: FastifyInstance) => {
  hookRoutes(
    app,
    'preValidation',
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      if (nestingDepth(request.body, maxJsonDepth) <= maxJsonDepth) return done();
      done(refuse(400, requestSafetyCodes.tooDeep, requestSafetyMessages.tooDeep));
    },
    takesWrites,
  );
});
