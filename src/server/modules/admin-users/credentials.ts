import { refusalCodes } from '../../../core/errors';
import type { Language } from '../../../core/languages';
import type { Database } from '../../db/client';
import { assertAdmin } from '../../lib/admin-scope';
import { type RequestContext, recordAudit } from '../../lib/audit';
import { forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import type { CodeHasher } from '../auth/codes';
import { removeSecondFactor } from '../auth/mfa';
import { requestPasswordReset } from '../auth/service';
import { findUser } from './service';

/**
 * Sends the user a password reset code through the accounts module's own flow (same code, same
 * template, same per-address limits), recorded in the same transaction.
 */
export async function sendPasswordReset(
  db: Database,
  id: string,
  admin: SessionUser,
  context: RequestContext,
  codes: { hasher: CodeHasher; language: Language },
) {
  assertAdmin(admin);
  await db.transaction(async (tx) => {
    const user = await findUser(tx, id);
    await requestPasswordReset({ db: tx, ip: context.ip, ...codes }, user.email);
    await recordAudit(tx, { action: 'user.password_reset', actor: admin, context, target: { type: 'user', id } });
  });
}

export const mfaResetMessage = 'Two-step verification was reset. The user sets it up again at their next sign-in.';
export const ownMfaResetMessage = 'Ask another admin to reset your own two-step verification.';

/** Removes a user's second factor (a lost phone); an admin cannot reset their own. */
export async function resetUserSecondFactor(
  db: Database,
  id: string,
  admin: SessionUser,
  context: RequestContext,
): Promise<string> {
  assertAdmin(admin);
  const user = await findUser(db, id);
  if (user.id === admin.id) throw forbidden(ownMfaResetMessage, refusalCodes.ownMfaReset);
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, user.id);
    await recordAudit(tx, {
      action: 'auth.mfa_reset',
      actor: admin,
      context,
      target: { type: 'user', id: user.id },
      details: { role: user.role },
    });
  });
  return user.id;
}
