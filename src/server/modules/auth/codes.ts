import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { oneTimeCodeLength, oneTimeCodeLifetimeMinutes } from '../../../core/limits';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { secretKey } from '../../lib/keys';

export type CodePurpose = 'verify_email' | 'reset_password';
export const codeLifetimeMs = oneTimeCodeLifetimeMinutes * 60 * 1000;
export const maxCodeAttempts = 5;

/**
 * Codes are stored as HMAC-SHA256 under a server pepper, bound to purpose and account. A 6-digit
 * code has only a million values, so a slow hash (argon2) would not stop an offline search of a
 * leaked table; the pepper does, because it lives in the environment or DATA_DIR, never in the database. Online
 * guessing is stopped by the 5-try limit and the 10-minute expiry.
 */
export class CodeHasher {
  constructor(private readonly pepper: Buffer) {}

  /** CODE_PEPPER when set (several instances must share it), else a 0600 file in DATA_DIR. */
  static fromConfig(config: { dataDir: string; codePepper?: string }): CodeHasher {
    return new CodeHasher(secretKey(config.dataDir, 'code-pepper.key', config.codePepper));
  }

  hash(purpose: CodePurpose | 'mfa_recovery', userId: string, code: string): string {
    return createHmac('sha256', this.pepper).update(`${purpose}:${userId}:${code}`).digest('hex');
  }

  /** Names a client (its limit key: an IPv4 address or an IPv6 /64) for one account's codes, never in clear. */
  client(userId: string, client: string): string {
    return createHmac('sha256', this.pepper).update(`client:${userId}:${client}`).digest('hex');
  }

  matches(purpose: CodePurpose, userId: string, code: string, storedHash: string): boolean {
    const given = Buffer.from(this.hash(purpose, userId, code), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}

export function newCode(): string {
  return String(randomInt(0, 10 ** oneTimeCodeLength)).padStart(oneTimeCodeLength, '0');
}

/**
 * Issues a new code; every older unused code of the same purpose and account stops working.
 * `requester` is the client that asked (its limit key), when a person asked for it themselves.
 */
export async function issueCode(
  db: Database,
  hasher: CodeHasher,
  userId: string,
  purpose: CodePurpose,
  requester?: string,
) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
  const code = newCode();
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hasher.hash(purpose, userId, code),
    requesterHash: requester === undefined ? null : hasher.client(userId, requester),
    expiresAt: new Date(Date.now() + codeLifetimeMs),
  });
  return code;
}

/** When the account's newest code of this purpose was issued (resend limit). */
export async function lastCodeIssuedAt(db: Database, userId: string, purpose: CodePurpose): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Checks a code and uses it up when right. Each try is counted before comparing, atomically, so
 * the sixth try on a code is refused even when it is right and parallel guesses cannot slip by.
 * Tries count against the code that was sent, never the account: a new code starts afresh. They
 * count in two places: the client that asked for the code has its five, and every other client
 * together has five, so a stranger's guesses never lock out the person who asked, and nobody gets
 * more than ten guesses at a million values. `none` when the account has no live code of this purpose.
 */
export async function consumeCode(
  db: Database,
  hasher: CodeHasher,
  userId: string,
  purpose: CodePurpose,
  code: string,
  client: string,
): Promise<{ result: 'ok' | 'invalid' | 'locked' | 'none'; triesLeft: number }> {
  const asker = hasher.client(userId, client);
  const own = sql`(${oneTimeCodes.requesterHash} is null or ${oneTimeCodes.requesterHash} = ${asker})`;
  const [row] = await db
    .update(oneTimeCodes)
    .set({
      attempts: sql`case when ${own} then ${oneTimeCodes.attempts} + 1 else ${oneTimeCodes.attempts} end`,
      foreignAttempts: sql`case when ${own} then ${oneTimeCodes.foreignAttempts} else ${oneTimeCodes.foreignAttempts} + 1 end`,
    })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) return { result: 'none', triesLeft: 0 };
  const tries = row.requesterHash === null || row.requesterHash === asker ? row.attempts : row.foreignAttempts;
  const triesLeft = Math.max(0, maxCodeAttempts - tries);
  if (tries > maxCodeAttempts) return { result: 'locked', triesLeft };
  if (!hasher.matches(purpose, userId, code, row.codeHash)) return { result: 'invalid', triesLeft };
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return { result: used ? 'ok' : 'invalid', triesLeft };
}
