#!/usr/bin/env node
// The browser tests drive the system Chromium (never a downloaded build). Installs Debian's
// package when running as root; otherwise says how to install it.
import { execSync } from 'node:child_process';
import { chromiumAvailable, chromiumPath } from './browser-path.mjs';

if (!chromiumAvailable()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'Chromium is needed for the browser tests and was not found.\n' +
        'Install it with: sudo apt-get install chromium   (or set CHROME_PATH to a Chromium binary)',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!chromiumAvailable()) {
    console.error('Installing chromium did not provide /usr/bin/chromium.');
    process.exit(1);
  }
}
console.log(`Using Chromium at ${chromiumPath()}`);
