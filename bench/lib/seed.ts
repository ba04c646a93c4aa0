import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/auth/service';
import { root } from './load';

const configFor = (dataDir: string) =>
  loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000' });

/** A verified traveller who can sign in, written into the data folder before the server opens it. */
export async function seedTraveller(dataDir: string) {
  const account = { email: 'bench.traveller@example.com', password: 'a long bench passphrase 7' };
  const handle = await openDatabase(configFor(dataDir));
  try {
    await handle.migrate();
    await handle.db.insert(users).values({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      emailVerified: true,
      firstName: 'Bench',
      lastName: 'Traveller',
    });
  } finally {
    await handle.close();
  }
  return account;
}

/** Demo applications (scripts/seed-demo.ts); the first one's reference, which that script makes the same each time. */
export function seedApplications(dataDir: string, count: number): string {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/seed-demo.ts', '--applications', String(count), '--users', String(Math.ceil(count / 10))],
    { cwd: root, stdio: 'ignore', env: { ...env, DATA_DIR: dataDir } },
  );
  return `ADV-${String(48271 % 100_000_000).padStart(8, '0')}`;
}
