#!/usr/bin/env node
// Builds the web app (pre-rendered pages, hashed assets), compresses its assets and bundles the
// server. Writes a stamp of its inputs so `npm start` can tell when nothing changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { homePageJs, summary } from '../bench/bundle-size.mjs';
import { inputsDigest, stampPath } from './build-inputs.mjs';
import { inlineCriticalCss } from './critical-css.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const started = Date.now();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
execFileSync(bin('react-router'), ['build'], { stdio: 'inherit' });
const clientDir = path.join(root, 'build/client');

// The pre-rendered pages paint before the stylesheet arrives (decision 050).
const critical = inlineCriticalCss(clientDir);
console.log(`Critical CSS inlined in ${critical.pages} pre-rendered pages (${critical.averageBytes} bytes a page).`);

// Pre-compress text assets; the server sends .br or .gz when the browser accepts them.
let compressed = 0;
const walk = (directory) => {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(js|css|svg|json|txt|xml)$/.test(entry.name)) {
      const content = fs.readFileSync(full);
      if (content.length < 1024) continue;
      fs.writeFileSync(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      compressed++;
    }
  }
};
walk(clientDir);

const serverBuild = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
await build({ ...serverBuild, entryPoints: ['src/server/main.ts'], outfile: 'dist/server/main.js' });
// The PDF check's worker thread (decision 031), loaded beside main.js.
await build({
  ...serverBuild,
  entryPoints: ['src/server/modules/documents/pdf-reader-worker.ts'],
  outfile: 'dist/server/pdf-reader-worker.js',
});
// The PGlite folder upgrade (docs/operations.md) runs where there is no tsx: in the container too.
await build({ ...serverBuild, entryPoints: ['scripts/upgrade-pglite.ts'], outfile: 'dist/server/upgrade-pglite.js' });
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });

fs.mkdirSync(path.dirname(stampPath), { recursive: true });
fs.writeFileSync(stampPath, inputsDigest());
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} assets pre-compressed).`);
console.log(summary(homePageJs(clientDir)));
