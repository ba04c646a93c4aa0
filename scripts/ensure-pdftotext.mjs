#!/usr/bin/env node
// The receipt's text layer is read back by Debian's pdftotext (package poppler-utils), as a
// reader copying the text would get it. Installs the package when running as root; otherwise says how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const pdftotext = '/usr/bin/pdftotext';
if (!fs.existsSync(pdftotext)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'pdftotext is needed for the receipt tests and was not found.\nInstall it with: sudo apt-get install poppler-utils',
    );
    process.exit(1);
  }
  console.log('Installing Debian poppler-utils for the receipt tests...');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends poppler-utils',
    {
      stdio: 'inherit',
    },
  );
  if (!fs.existsSync(pdftotext)) {
    console.error(`Installing poppler-utils did not provide ${pdftotext}.`);
    process.exit(1);
  }
}
console.log(`Using pdftotext at ${pdftotext}`);
