import { afterEach, vi } from 'vitest';

// Tests refuse noise: an unexpected console.error or console.warn fails the test that caused it.
const calls: string[] = [];
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    calls.push(`console.${level}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  if (calls.length === 0) return;
  const messages = calls.join('\n');
  calls.length = 0;
  throw new Error(`The test wrote to the console:\n${messages}`);
});
