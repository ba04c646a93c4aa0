#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then serves the site (default http://localhost:3000).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent } from './build-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

if (buildIsCurrent()) {
  console.log('Build is up to date.');
} else {
  console.log('Building (sources changed or no build yet)...');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
