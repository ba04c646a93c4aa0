import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const maxLines = 300;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Files short enough to read in one sitting (docs/decisions/047-the-first-readings-of-the-spec.md): no source file over 300 lines; tests apart. */
describe('the source files', () => {
  it(`are at most ${maxLines} lines each`, () => {
    const long = ['src', 'scripts', 'bench']
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .map((file) => ({ file: path.relative(root, file), lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > maxLines);
    expect(long).toEqual([]);
  });
});
