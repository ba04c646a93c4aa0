import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminSeed } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { normalEmail } from './accounts';
import { type MfaVault, provisionSecondFactor } from './mfa';
import { hashPassword, verifyPassword } from './passwords';

/**
 * Built-in admins (docs/decisions/047-the-first-readings-of-the-spec.md): from ADMIN_* and ADMIN2_*; with none configured and no admin
 * in the database, one `admin` with a random password written only to DATA_DIR/initial-admin.txt
 * (0600); the log says where it is, never what it is (logs are shipped and kept elsewhere).
 * Instances that start together take turns (a transaction's advisory lock): the second finds the
 * admins the first made, instead of failing to start on their unique e-mail.
 */
export async function ensureBuiltInAdmins(
  db: Database,
  seeds: Partial<AdminSeed>[],
  dataDir: string,
  log: FastifyBaseLogger,
  vault: MfaVault,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('advena:built-in-admins', 0))`);
    await ensureBuiltInAdminsInTurn(tx, seeds, dataDir, log, vault);
  });
}

async function ensureBuiltInAdminsInTurn(
  db: Database,
  seeds: Partial<AdminSeed>[],
  dataDir: string,
  log: FastifyBaseLogger,
  vault: MfaVault,
) {
  const complete = seeds.filter((seed): seed is AdminSeed => Boolean(seed.username && seed.password));
  for (const seed of seeds) {
    if ((seed.username || seed.password || seed.email) && !(seed.username && seed.password)) {
      log.warn('an ADMIN_* group is incomplete (username and password are needed); it was skipped');
    }
  }
  for (const seed of complete) {
    const email = normalEmail(seed.email ?? `${seed.username}@advena.invalid`);
    const [existing] = await db
      .select()
      .from(users)
      .where(or(eq(users.username, seed.username.toLowerCase()), eq(users.email, email)));
    let adminId = existing?.id;
    if (existing) {
      const samePassword = await verifyPassword(existing.passwordHash, seed.password);
      await db
        .update(users)
        .set({
          username: seed.username,
          role: 'admin',
          builtIn: true,
          emailVerified: true,
          ...(samePassword ? {} : { passwordHash: await hashPassword(seed.password) }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
    } else {
      const [created] = await db
        .insert(users)
        .values({
          email,
          username: seed.username,
          passwordHash: await hashPassword(seed.password),
          role: 'admin',
          builtIn: true,
          emailVerified: true,
        })
        .returning({ id: users.id });
      adminId = created?.id;
    }
    if (adminId && seed.totpSecret) await provisionSecondFactor({ db, vault }, adminId, seed.totpSecret);
  }
  if (complete.length > 0) return;
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) return;
  const password = randomBytes(18).toString('base64url');
  const [created] = await db
    .insert(users)
    .values({
      email: 'admin@advena.invalid',
      username: 'admin',
      passwordHash: await hashPassword(password),
      role: 'admin',
      builtIn: true,
      emailVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'initial-admin.txt');
  fs.writeFileSync(file, `username: admin\npassword: ${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  log.warn(`Created the admin account 'admin'; its password is in ${file}. Change it after signing in.`);
}
