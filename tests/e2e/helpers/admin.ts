import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, type Cookie, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * The built-in admin that playwright.config.ts gives the server; its second factor comes from
 * ADMIN_TOTP_SECRET (the RFC 6238 test secret), as its password comes from ADMIN_PASSWORD.
 */
export const builtInAdmin = {
  username: 'admin',
  email: 'admin@advena.example',
  password: 'e2e-admin-password',
  totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
};

const port = Number(process.env.E2E_PORT ?? 3456);
// Kept beside the server's data, so a retried worker still knows which time steps were used.
const stepsFile = path.join(process.env.E2E_DATA_DIR ?? `.cache/e2e-data-${port}`, 'e2e-totp-steps.json');
const periodSeconds = 30;

function usedSteps(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(stepsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A code the server will accept: it takes each 30-second step once (no replay) and allows one
 * step of clock drift either way, so a second sign-in within a step uses the next step's code,
 * and a third waits for the clock to catch up.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const steps = usedSteps();
  const current = () => Math.floor(Date.now() / 1000 / periodSeconds);
  const step = Math.max(current(), (steps[secret] ?? 0) + 1);
  while (step > current() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  fs.mkdirSync(path.dirname(stepsFile), { recursive: true });
  fs.writeFileSync(stepsFile, JSON.stringify({ ...usedSteps(), [secret]: step }));
  return generate({ secret, epoch: step * periodSeconds });
}

/** Signs the built-in admin in through the API (password and a current code). */
export async function signInAdminThroughApi(request: APIRequestContext) {
  const code = await nextTotpCode(builtInAdmin.totpSecret);
  const response = await request.post('/api/login', {
    data: { email: builtInAdmin.username, password: builtInAdmin.password, code },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Where the built-in admin's session is kept between tests of one run (beside the server's data). */
const sessionFile = path.join(path.dirname(stepsFile), 'e2e-admin-session.json');
const sessionCookie = 'advena_session';

/**
 * The built-in admin, signed in, in this page's or context's browser: the session an earlier test
 * signed in with when the server still honours it (as a member of staff keeps one session through
 * the day), else a new sign-in with password and code. Each sign-in spends a 30-second code step,
 * so a run that signed in for every test waited for the clock; the journeys about signing in
 * itself use `signInAdminOnPage`. A test that signs out or ends the session leaves the next one to
 * sign in again.
 */
export async function signInAdmin(target: Page | BrowserContext) {
  const context = 'context' in target ? target.context() : target;
  const saved = savedSession();
  if (saved) {
    await context.addCookies([saved]);
    const user = await context.request.get('/api/user');
    if (user.ok() && ((await user.json()) as { email?: string }).email === builtInAdmin.email) return;
    await context.clearCookies({ name: sessionCookie });
  }
  await signInAdminThroughApi(context.request);
  const cookie = (await context.cookies()).find((each) => each.name === sessionCookie);
  if (cookie) fs.writeFileSync(sessionFile, JSON.stringify(cookie));
}

function savedSession(): Cookie | undefined {
  try {
    return JSON.parse(fs.readFileSync(sessionFile, 'utf8')) as Cookie;
  } catch {
    return undefined;
  }
}

/** Signs an admin in on /admin/login as a person does: username and password, then the code. */
export async function signInAdminOnPage(
  page: Page,
  account: { username: string; password: string; totpSecret: string } = builtInAdmin,
) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await code.fill(await nextTotpCode(account.totpSecret));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The portal around the page is there: its guard and idle timer have started.
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
}

/** Staff, in this browser once the traveller has paid: the Documents tab of the application just made. */
export async function staffOpenPaidDocuments(page: Page) {
  const { id } = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('advena-apply-confirmation'))) ?? '{}',
  ) as { id: string };
  await signInAdmin(page);
  await page.goto(`/admin/applications/${id}`);
  await page.getByRole('tab', { name: 'Documents' }).click();
}
