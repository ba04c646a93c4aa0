import { vi } from 'vitest';

/**
 * The API tests hash passwords with argon2id at a small cost (1 MiB, one pass) instead of the
 * production 19 MiB and two passes: every test app creates its admin, and most files register or
 * sign in travellers and staff, so the full cost ran to minutes of the suite (decision
 * docs/decisions/053-a-small-password-cost-under-test.md). The hashes are real argon2id and are
 * verified as such; auth.test.ts hashes at the production cost and checks its parameters.
 */
let small = true;

/** The test file hashes at the cost passwords.ts asks for (call it at the file's top level). */
export function hashAtProductionCost() {
  small = false;
}

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    hash: (password: string, options?: Parameters<typeof argon2.hash>[1]) =>
      argon2.hash(password, small ? { ...options, memoryCost: 1024, timeCost: 1 } : options),
  };
});
