#!/usr/bin/env node
// The virus-scanning tests start Debian's clamd on loopback with a local EICAR signature (no
// network database). Installs Debian's clamav-daemon when running as root; otherwise says how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const clamd = '/usr/sbin/clamd';
if (!fs.existsSync(clamd)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `clamd is needed for the virus-scanning tests and was not found.\nInstall it with: sudo apt-get install clamav-daemon`,
    );
    process.exit(1);
  }
  console.log('Installing Debian clamav-daemon for the virus-scanning tests...');
  // Its services may not start in a container; the tests start their own clamd.
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clamav-daemon || true',
    { stdio: 'inherit' },
  );
  if (!fs.existsSync(clamd)) {
    console.error(`Installing clamav-daemon did not provide ${clamd}.`);
    process.exit(1);
  }
}
console.log(`Using clamd at ${clamd}`);
