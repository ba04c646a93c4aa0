// What the build reads; `npm start` rebuilds only when its digest changes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const stampPath = path.join(root, 'build', '.inputs-digest');

const inputs = [
  'src',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build.mjs',
  'scripts/critical-css.mjs',
  'scripts/upgrade-pglite.ts',
];

function addFiles(hash, target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) {
      if (/\.test\.tsx?$/.test(name)) continue;
      addFiles(hash, path.join(target, name));
    }
    return;
  }
  hash.update(target);
  hash.update(fs.readFileSync(full));
}

export function inputsDigest() {
  const hash = createHash('sha256');
  for (const input of inputs) addFiles(hash, input);
  return hash.digest('hex');
}

export function buildIsCurrent() {
  return (
    fs.existsSync(stampPath) &&
    fs.existsSync(path.join(root, 'dist/server/main.js')) &&
    fs.readFileSync(stampPath, 'utf8') === inputsDigest()
  );
}
