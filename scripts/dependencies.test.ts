import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Every source, script and config file the project runs, read once. */
function sources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs|js|css)$/.test(entry.name)) files.push(fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of ['src', 'scripts', 'bench']) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of fs.readdirSync(root))
    if (/\.config\.(ts|mjs|js)$/.test(file)) files.push(fs.readFileSync(path.join(root, file), 'utf8'));
  return files;
}

/** `import … from 'name'`, `import('name/sub')`, `require('name')`, `require.resolve('name/file')`, CSS `@import 'name'`. */
const imports = (name: string) =>
  new RegExp(
    `(from|import|require\\(|require\\.resolve\\()\\s*\\(?\\s*['"]${name.replace(/[/.]/g, '\\$&')}(/[^'"]*)?['"]`,
  );

describe('runtime dependencies', () => {
  it('are each imported somewhere, so none is installed for nothing', () => {
    const text = sources();
    const unused = Object.keys(manifest.dependencies).filter((name) => !text.some((file) => imports(name).test(file)));
    expect(unused).toEqual([]);
  });
});
