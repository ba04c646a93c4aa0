import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } }>;
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

describe('installed packages', () => {
  it('all run on the oldest Node we support, so `npm ci` never warns about an engine (decision 020)', () => {
    const oldest = semver.minVersion(manifest.engines.node)!;
    const refusing = Object.entries(lock.packages)
      .filter(([where, entry]) => where && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(oldest, entry.engines!.node!, { includePrerelease: true }))
      .map(([where, entry]) => `${where}@${entry.version} wants node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
