import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { type SubmittedApplication, submitApplication } from './applicant';
import { mailDir } from './mail';

/**
 * Starts the anonymous session before any upload (as the wizard does), so parallel uploads from
 * one request context share a single session and can be submitted together.
 */
export async function startSession(request: APIRequestContext) {
  const response = await request.post('/api/session');
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Creates `count` real paid applications through the API (each with its own uploaded documents,
 * payment intent and sandbox payment), one after the other: one session is one draft, and a draft
 * has one payment intent at a time (decision 011). `overrides(i)` shapes the i-th one. Returns them
 * in creation order.
 */
export async function createApplications(
  request: APIRequestContext,
  count: number,
  overrides: (index: number) => Record<string, unknown> = () => ({}),
): Promise<SubmittedApplication[]> {
  await startSession(request);
  const created: SubmittedApplication[] = [];
  for (let index = 0; index < count; index++) created.push(await submitApplication(request, overrides(index)));
  return created;
}

/** Waits for an e-mail in the dev mailbox whose raw text contains every one of `parts`; returns it. */
export async function waitForMail(parts: string[], timeout = 15_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml')) : [];
        found = files
          .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
          .find((text) => {
            // Quoted-printable breaks long lines anywhere ('…/track?=' + newline + 'reference=3D…'):
            // a part is looked for in the raw text and in the text with those breaks undone.
            const joined = text.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
            return parts.every((part) => text.includes(part) || joined.includes(part));
          });
        return found !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  return found as string;
}
