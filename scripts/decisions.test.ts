import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.join(import.meta.dirname, '../docs/decisions');
const records = fs
  .readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

describe('the decision records', () => {
  it.each(records)('%s opens with its number, a title and a Status line', (name) => {
    const [title, , status] = fs.readFileSync(path.join(folder, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} \\S`));
    expect(status).toMatch(/^Status: (proposed|accepted|superseded)\b/);
  });

  it('are each listed in the index', () => {
    const index = fs.readFileSync(path.join(folder, 'README.md'), 'utf8');
    for (const name of records) expect(index, name).toContain(`](${name})`);
  });
});
