import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { cookieOf } from '../../tests/setup/uploads';
import { buildApp } from './app';
import { emailOutbox } from './db/schema';

/**
 * Issue 21: instances behind a load balancer share one database and the secrets from the
 * environment, never a DATA_DIR: what one starts, another finishes.
 */
const keys = {
  CODE_PEPPER: randomBytes(32).toString('base64'),
  MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  DOCUMENTS_KEY: randomBytes(32).toString('base64'),
};
let first: TestApp;
const others: { app: FastifyInstance | null; dataDir: string }[] = [];

async function anotherInstance(environment: { codePepper?: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-instance-'));
  others.push({ app: null, dataDir });
  const app = await buildApp(
    { ...first.config, dataDir, codePepper: environment.codePepper },
    { database: first.database },
  );
  await app.ready();
  others.at(-1)!.app = app;
  return app;
}

beforeAll(async () => {
  first = await createTestApp(keys);
});
afterAll(async () => {
  for (const { app, dataDir } of others) {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await first.close();
});

const origin = { origin: 'http://localhost:3000' };
async function codeMailedTo(email: string) {
  const rows = await first.db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  return /\b(\d{6})\b/.exec(rows.at(-1)?.text ?? '')?.[1] as string;
}

describe('several instances on one database', () => {
  it("honour each other's e-mailed codes and sessions when they share CODE_PEPPER", async () => {
    const second = await anotherInstance({ codePepper: first.config.codePepper });
    const email = 'two-instances@example.com';
    const registered = await first.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'secret-pass-1', firstName: 'Ana' },
    });
    expect(registered.statusCode).toBe(200);
    const verified = await second.inject({
      method: 'POST',
      url: '/api/verify-email',
      headers: origin,
      payload: { email, code: await codeMailedTo(email) },
    });
    expect(verified.statusCode).toBe(200);
    const cookie = cookieOf(verified) as string;
    const user = await first.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email });
  });

  it('does not start an instance with a pepper of its own, naming CODE_PEPPER (why it must be shared)', async () => {
    await expect(anotherInstance({})).rejects.toThrow(/^Start-up stopped: CODE_PEPPER is not the key/);
  });
});
