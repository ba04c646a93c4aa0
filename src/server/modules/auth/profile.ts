import { eq } from 'drizzle-orm';
import { adminUndeletableMessage, isUndeletable } from '../../../core/admin-users';
import { refusalCodes } from '../../../core/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { SessionUser } from '../../lib/sessions';
import { type AuthContext, isKnown, languageOf, messages } from './accounts';

export async function updateProfile(db: Database, userId: string, fields: Partial<Record<string, string | null>>) {
  const allowed = ['firstName', 'lastName', 'phone', 'address', 'city', 'country', 'zipCode'] as const;
  const next: Partial<Record<(typeof allowed)[number] | 'preferredLanguage', string | null>> = {};
  for (const key of allowed) if (fields[key] !== undefined) next[key] = fields[key] ?? null;
  if (fields.preferredLanguage !== undefined) {
    next.preferredLanguage = isKnown(fields.preferredLanguage ?? null) ? (fields.preferredLanguage as string) : null;
  }
  const [user] = await db
    .update(users)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw unauthorized();
  return user;
}

/** Deletes the account (sessions go with it) and queues the confirmation e-mail in the same transaction. */
export function assertDeletable(user: SessionUser) {
  if (isUndeletable(user)) throw forbidden(adminUndeletableMessage, refusalCodes.accountUndeletable);
}

export async function deleteAccount(context: AuthContext, user: SessionUser) {
  assertDeletable(user);
  await context.db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      to: user.email,
      template: 'accountDeleted',
      language: languageOf(user, context.language),
      data: { firstName: user.firstName },
    });
    await tx.delete(users).where(eq(users.id, user.id));
  });
  return { success: true, message: messages.accountDeleted };
}
