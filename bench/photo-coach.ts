// The photo coach on the traveller's device (decision 043): in Chromium, against the built server,
// the coach's time on a 12-megapixel phone photo (3024 × 4032 with grain, JPEG 92, about 2.3 MB) on first use (the coach's
// chunk, face-api and the two tiny models load, from an empty cache; budget 1.5 s is for the
// coach once loaded) and once loaded, and the bytes the documents step downloads for it on first
// use (budget 2 MB). Each run is a fresh browser context; min / median / max.
// Run after a build: npx tsx bench/photo-coach.ts [--runs 3]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumPath } from '../scripts/browser-path.mjs';
import { portrait } from '../src/server/modules/document-checks/photo-corpus';
import { freshWizard, mb, ms, stats } from './lib/device';
import { dataFolder, root, startApp } from './lib/load';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const budgetMs = 1500;
const budgetBytes = 2 * 1024 * 1024;

const assets = path.join(root, 'build/client/assets');
const coachChunk = fs.readdirSync(assets).find((file) => /^coach-[\w-]+\.js$/.test(file));
if (!coachChunk) throw new Error('No coach chunk in build/client/assets: run `node scripts/build.mjs` first.');

// A good portrait of the corpus at a phone camera's 12 megapixels, with a sensor's grain at full
// size, so the file is not the smooth drawing a phone never takes (about 2.3 MB; a phone photo is 3–6 MB).
const grain = await sharp({
  create: {
    width: 3024,
    height: 4032,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 24 },
  },
} as never)
  .png()
  .toBuffer();
const photo = await sharp(await portrait(1, 'good', 1200))
  .resize(3024, 4032, { fit: 'fill' })
  .composite([{ input: grain, blend: 'soft-light' }])
  .jpeg({ quality: 92 })
  .toBuffer();

const app = await startApp(dataFolder());
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
const first: number[] = [];
const warm: number[] = [];
const bytes: number[] = [];
const verdicts: string[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const { context, page, transferredSoFar } = await freshWizard(browser, app.origin);
    const coach = () =>
      page.evaluate(
        async ({ chunk, data }) => {
          const blob = new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
          const started = performance.now();
          const module = await import(/* @vite-ignore */ chunk);
          const warnings = await module.coachPhotoImage(blob);
          return { ms: performance.now() - started, warnings: warnings as string[] };
        },
        { chunk: `/assets/${coachChunk}`, data: photo.toString('base64') },
      );
    const cold = await coach();
    first.push(cold.ms);
    bytes.push(await transferredSoFar());
    const again = await coach();
    warm.push(again.ms);
    verdicts.push(cold.warnings.join(',') || 'none', again.warnings.join(',') || 'none');
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}

console.log(`photo coach on the device, a ${(3024 * 4032) / 1e6} MP photo (${mb(photo.length)}), ${runs} runs:`);
console.log(`  first use (coach, face-api and models load, then the coach): ${stats(first, ms)}`);
console.log(`  once loaded: ${stats(warm, ms)} (budget ${ms(budgetMs)})`);
console.log(`  bytes transferred on first use: ${stats(bytes, mb)} (budget ${mb(budgetBytes)})`);
console.log(`  verdicts: ${verdicts.join('; ')}`);
console.log('  (a shared machine: other work ran at the same time, so these are not margins)');
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] as number;
if (median(warm) > budgetMs || median(bytes) > budgetBytes) process.exitCode = 1;
