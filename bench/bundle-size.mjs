#!/usr/bin/env node
// Prints the home page's JavaScript weight (gzip) from build/client and its ratio to the
// 130 KB budget of docs/decisions/006-home-page-weight.md. The home page's JS is every script it loads on first visit:
// every module that build/client/index.html names, in its modulepreload links, its script tags
// and its inline module script's imports. (A visitor's first
// visit loads nothing more: the toast region and the account menu load only when needed, and
// translations are JSON files with a budget of their own.) scripts/build.mjs prints the summary.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const budgetBytes = 130 * 1024;

/** Each script of the home page with its gzip size, largest first, and their total. */
export function homePageJs(clientDir = path.resolve(import.meta.dirname, '../build/client')) {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const urls = new Set();
  for (const match of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);

  let total = 0;
  const rows = [];
  for (const url of urls) {
    const file = path.join(clientDir, url.replace(/^\//, ''));
    if (!fs.existsSync(file)) continue;
    const gzipped = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    total += gzipped;
    rows.push([url, gzipped]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  return { rows, total, ratio: total / budgetBytes };
}

export const summary = ({ total, ratio }) =>
  `home page JS: ${(total / 1024).toFixed(1)} KB gzip of ${budgetBytes / 1024} KB budget (ratio ${ratio.toFixed(2)})` +
  (ratio > 1 ? ' OVER BUDGET' : '');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = homePageJs();
  for (const [url, size] of result.rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${url}`);
  console.log(summary(result));
}
