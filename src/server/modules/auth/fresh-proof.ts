import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { freshSignInMinutes, requestSafetyCodes, requestSafetyMessages } from '../../../core/request-safety';
import { users } from '../../db/schema';
import { refuse } from '../../lib/errors';
import { consumeRateLimit, resetRateLimit } from '../../lib/rate-limit';
import type { SessionUser } from '../../lib/sessions';
import { limits } from './limits';
import { checkSecondFactor, type MfaContext } from './mfa';
import { verifyPassword } from './passwords';

/** What a request for a sensitive action may carry when the sign-in is not fresh. */
export interface FreshProof {
  password?: string;
  code?: string;
}

/**
 * Turning on two-step verification and deleting the account ask the person to prove again that it
 * is them, so a session left open on a shared computer cannot do either: a sign-in within the last
 * 10 minutes counts; otherwise the request carries the password, or, with two-step verification
 * on, a current code. Without it: 400 FRESH_PROOF_REQUIRED; a wrong password: 400
 * FRESH_PROOF_WRONG (tries counted as sign-ins of the account from this client); a wrong code:
 * the second factor's own answer and limit.
 */
export async function assertFreshProof(
  mfa: MfaContext,
  request: FastifyRequest,
  user: SessionUser,
  proof: FreshProof | undefined,
): Promise<void> {
  const session = await request.session();
  if (session && Date.now() - session.createdAt.getTime() < freshSignInMinutes * 60_000) return;
  if (user.mfaEnabledAt !== null) {
    if (!proof?.code) throw proofRequired();
    const context = { ...mfa, ip: request.ip, log: request.log, requestId: request.id };
    return checkSecondFactor(context, user.id, proof.code, 'form');
  }
  if (!proof?.password) throw proofRequired();
  const limit = limits.loginPerAccountAndIp(user.email, request.ip);
  await consumeRateLimit(mfa.db, limit);
  const [row] = await mfa.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, proof.password))) {
    throw refuse(400, requestSafetyCodes.freshProofWrong, requestSafetyMessages.freshProofWrong, {
      fieldErrors: { password: requestSafetyCodes.freshProofWrong },
    });
  }
  await resetRateLimit(mfa.db, limit.key);
}

const proofRequired = () =>
  refuse(400, requestSafetyCodes.freshProofRequired, requestSafetyMessages.freshProofRequired);
