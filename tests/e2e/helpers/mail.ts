import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3456);
// The server of playwright.config.ts writes mail to DATA_DIR/mail (the dev mailbox).
export const mailDir = path.join(process.env.E2E_DATA_DIR ?? `.cache/e2e-data-${port}`, 'mail');

/** The newest code mailed to an address with a subject containing `subject`, read from the .eml files. */
export async function codeFromMail(to: string, subject: string, after: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml')) : [];
        const candidates = files
          .map((file) => path.join(mailDir, file))
          .filter((file) => fs.statSync(file).mtimeMs >= after)
          .map((file) => fs.readFileSync(file, 'utf8'))
          .filter((text) => text.includes(to) && text.includes(subject));
        const latest = candidates.at(-1);
        // The plain-text part comes before the HTML part; the code stands alone on a line there.
        const plain = latest?.split(/Content-Type: text\/html/i)[0] ?? '';
        found = /^(\d{6})\s*$/m.exec(plain)?.[1];
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return found as string;
}
