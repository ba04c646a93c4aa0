#!/usr/bin/env node
// The registry mirror this project is built with serves only some platforms' builds of packages
// such as rollup, esbuild, biome and tailwind's oxide. `npm install` then leaves those optional
// platform packages out of package-lock.json, and `npm ci` refuses the lock as out of sync.
// This adds a lock entry for each missing optional dependency, marked optional and limited to its
// platform, so `npm ci` skips it here and fetches it by name on a platform that needs it.
// Run it after `npm install` changes the lock (npm run lock:complete).
import fs from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osNames = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
  'cygwin',
];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = osNames.find(
    (candidate) => parts.includes(candidate) || (candidate === 'darwin' && parts.includes('macos')),
  );
  const cpu = cpuNames.find((candidate) => parts.includes(candidate) || name.includes(`-${candidate}`));
  const entry = {};
  if (os) entry.os = [os === 'win32' || parts.includes('windows') ? 'win32' : os];
  if (cpu) entry.cpu = [cpu === 'arm' && name.includes('arm64') ? 'arm64' : cpu];
  if (parts.includes('musl') || parts.includes('musleabihf')) entry.libc = ['musl'];
  else if (entry.os?.[0] === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf'))) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dependency, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (packages[nested] || packages[hoisted]) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[hoisted] = { version, optional: true, ...platformOf(dependency) };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entries added.`);
