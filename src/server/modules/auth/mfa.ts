import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { errorCodes, refusalCodes } from '../../../core/errors';
import { recoveryCodeCount } from '../../../core/limits';
import { mfaMessages } from '../../../core/mfa';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mfaRecoveryCodes, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, conflict, WrongCodeError } from '../../lib/errors';
import { decryptText, encryptText, secretKey } from '../../lib/keys';
import { consumeRateLimit, hitsLeft, resetRateLimit } from '../../lib/rate-limit';
import { rateLimits } from '../../lib/rate-limits';
import type { CodeHasher } from './codes';

/** A code is accepted from one period before to one after now: clocks on phones drift. */
const epochTolerance = 30;
const issuer = 'Advena';

/** Seals and opens second-factor secrets (AES-256-GCM): the database never holds one in clear. */
export class MfaVault {
  constructor(private readonly key: Buffer) {}

  static fromConfig(config: Pick<Config, 'dataDir' | 'mfaEncryptionKey'>): MfaVault {
    return new MfaVault(secretKey(config.dataDir, 'mfa.key', config.mfaEncryptionKey));
  }

  seal(secret: string): string {
    return encryptText(this.key, secret);
  }

  open(sealed: string): string {
    return decryptText(this.key, sealed);
  }
}

export interface MfaContext {
  db: Database;
  vault: MfaVault;
  hasher: CodeHasher;
}

type MfaUser = { id: string; email: string };

/** 'ABCDE-FGHJK': ten characters from a set without look-alikes (no 0/O, 1/I/L). */
function newRecoveryCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}
/** The time step of a valid code, or null; with afterTimeStep, a step already used is refused. */
async function acceptedStep(secret: string, token: string, afterTimeStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token,
    epochTolerance,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const normalRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

async function readMfa(db: Database, userId: string) {
  const [row] = await db
    .select({
      secret: users.mfaSecret,
      pending: users.mfaPendingSecret,
      enabledAt: users.mfaEnabledAt,
      lastStep: users.mfaLastStep,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A new secret to enrol with, kept aside until a code from it is confirmed. */
export async function startEnrolment(context: MfaContext, user: MfaUser) {
  const current = await readMfa(context.db, user.id);
  if (current?.enabledAt) throw conflict(mfaMessages.alreadyOn, refusalCodes.mfaAlreadyOn);
  const secret = generateSecret();
  await context.db
    .update(users)
    .set({ mfaPendingSecret: context.vault.seal(secret) })
    .where(eq(users.id, user.id));
  const otpauthUrl = generateURI({ issuer, label: user.email, secret });
  const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCodeSvg };
}

async function replaceRecoveryCodes(context: MfaContext, db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: context.hasher.hash('mfa_recovery', userId, normalRecoveryCode(code)),
    })),
  );
  return codes;
}

/** Turns the factor on with a code from the pending secret; returns the recovery codes, shown once. */
export async function confirmEnrolment(context: MfaContext, user: MfaUser, code: string): Promise<string[]> {
  const current = await readMfa(context.db, user.id);
  if (current?.enabledAt) throw conflict(mfaMessages.alreadyOn, refusalCodes.mfaAlreadyOn);
  if (!current?.pending) throw badRequest(mfaMessages.noSetup, undefined, refusalCodes.mfaSetupNotFound);
  const secret = context.vault.open(current.pending);
  const step = await acceptedStep(secret, code, null);
  if (step === null)
    throw badRequest(mfaMessages.invalid, { code: refusalCodes.mfaCodeInvalid }, refusalCodes.mfaCodeInvalid);
  return context.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ mfaSecret: current.pending, mfaPendingSecret: null, mfaEnabledAt: new Date(), mfaLastStep: step })
      .where(eq(users.id, user.id));
    return replaceRecoveryCodes(context, tx, user.id);
  });
}

/**
 * A current code from the app, accepted once (its time step must be later than the last one
 * used, claimed atomically so two requests cannot both use it), or an unused recovery code.
 */
export async function verifySecondFactor(context: MfaContext, userId: string, code: string): Promise<boolean> {
  const current = await readMfa(context.db, userId);
  if (!current?.secret || !current.enabledAt) return false;
  const given = code.trim();
  if (/^\d{6}$/.test(given)) {
    const step = await acceptedStep(context.vault.open(current.secret), given, current.lastStep);
    if (step === null) return false;
    const claimed = await context.db
      .update(users)
      .set({ mfaLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), sql`${users.mfaLastStep} < ${step}`)))
      .returning({ id: users.id });
    return claimed.length === 1;
  }
  const used = await context.db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, context.hasher.hash('mfa_recovery', userId, normalRecoveryCode(given))),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length === 1;
}

/** Removes the factor and its recovery codes (an admin's reset, or a traveller turning it off). */
export async function removeSecondFactor(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null, mfaLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  });
}

/**
 * Provisions a built-in admin's factor from ADMIN_TOTP_SECRET, as ADMIN_PASSWORD provisions the
 * password: left alone when it already holds that secret.
 */
export async function provisionSecondFactor(context: Pick<MfaContext, 'db' | 'vault'>, userId: string, secret: string) {
  const current = await readMfa(context.db, userId);
  if (current?.secret && current.enabledAt && context.vault.open(current.secret) === secret) return;
  await context.db
    .update(users)
    .set({ mfaSecret: context.vault.seal(secret), mfaPendingSecret: null, mfaEnabledAt: new Date(), mfaLastStep: null })
    .where(eq(users.id, userId));
}

/** Wrong codes an account may try in 15 minutes, whatever the client address. */
export const mfaAttemptLimit = (userId: string) => ({
  key: `mfa:account:${userId}`,
  ...rateLimits.secondFactorPerAccount,
  code: refusalCodes.mfaTooManyCodes,
  message: mfaMessages.tooManyCodes,
});

/**
 * The second factor at sign-in (or before turning it off): a missing or wrong code is refused
 * (401 MFA_REQUIRED at sign-in, 400 on a form), wrong codes are throttled per account and logged.
 */
export async function checkSecondFactor(
  context: MfaContext & { ip: string; log: FastifyBaseLogger; requestId: string },
  userId: string,
  code: string | undefined,
  refuseAs: 'signIn' | 'form' = 'signIn',
): Promise<void> {
  if (!code) {
    const message = mfaMessages.required;
    throw refuseAs === 'signIn'
      ? new AppError(401, errorCodes.mfaRequired, message)
      : badRequest(message, { code: refusalCodes.mfaCodeMissing }, refusalCodes.mfaCodeMissing);
  }
  const tried = await consumeRateLimit(context.db, mfaAttemptLimit(userId));
  if (await verifySecondFactor(context, userId, code)) {
    await resetRateLimit(context.db, mfaAttemptLimit(userId).key);
    return;
  }
  context.log.warn({ event: 'mfa_failure', userId, ip: context.ip }, 'a wrong second-factor code');
  await recordAudit(context.db, {
    action: 'auth.mfa_failed',
    actor: null,
    context: { requestId: context.requestId, ip: context.ip },
    target: { type: 'user', id: userId },
  });
  const attemptsLeft = hitsLeft(mfaAttemptLimit(userId), tried);
  throw refuseAs === 'signIn'
    ? new WrongCodeError(401, refusalCodes.mfaCodeInvalid, mfaMessages.invalid, attemptsLeft)
    : new WrongCodeError(400, refusalCodes.mfaCodeInvalid, mfaMessages.invalid, attemptsLeft, {
        code: refusalCodes.mfaCodeInvalid,
      });
}
