// The passport check on the traveller's device (decision 042): in Chromium, against the built
// server, the read of a 2-megapixel passport photo on first use (the reader's chunk, the worker,
// the WebAssembly core and the English data load, from an empty cache) and once loaded, and the
// bytes the documents step downloads for it on first use (budget 5 MB). Each run is a fresh
// browser context; min / median / max. Run after a build: npx tsx bench/passport-check-device.ts [--runs 3]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { chromiumPath } from '../scripts/browser-path.mjs';
import { distortion, passportPhoto, specimen, td3Lines } from '../src/server/modules/document-checks/passport-corpus';
import { freshWizard, mb, ms, stats } from './lib/device';
import { dataFolder, root, startApp } from './lib/load';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, corpus: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
const today = new Date().toISOString().slice(0, 10);
const budgetBytes = 5 * 1024 * 1024;

const assets = path.join(root, 'build/client/assets');
const readerChunk = fs.readdirSync(assets).find((file) => /^reader-[\w-]+\.js$/.test(file));
if (!readerChunk) throw new Error('No reader chunk in build/client/assets: run `node scripts/build.mjs` first.');

// The same page as bench/document-checks.ts: 1680 × 1183 (2.0 MP), turned 2°, a little soft, JPEG 80.
const page0 = specimen(1);
const scan = await passportPhoto(page0, { width: 1680, rotate: 2, blur: 0.6, quality: 80 });
const straight = await passportPhoto(page0, { width: 1680, rotate: 0, blur: 0.6, quality: 80 });
const number = td3Lines(page0)[1].slice(0, 9);
// The same tilted page as a phone scanner app's PDF (one JPEG for the page), read on the device (decision 044).
const pdfDocument = await PDFDocument.create();
const embedded = await pdfDocument.embedJpg(scan);
pdfDocument.addPage([embedded.width, embedded.height]).drawImage(embedded, { x: 0, y: 0 });
const scanPdf = Buffer.from(await pdfDocument.save());

const app = await startApp(dataFolder());
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
const first: number[] = [];
const warm: number[] = [];
const pdf: number[] = [];
const bytes: number[] = [];
const outcomes: string[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const { context, page, transferredSoFar } = await freshWizard(browser, app.origin);
    const read = (image: Buffer, type = 'image/jpeg') =>
      page.evaluate(
        async ({ chunk, data, day, type }) => {
          const started = performance.now();
          const reader = await import(/* @vite-ignore */ chunk);
          const blob = new Blob([new Uint8Array(data)], { type });
          const outcome = await (type === 'application/pdf' ? reader.readPassportPdf : reader.readPassportImage)(
            blob,
            day,
          );
          return { ms: performance.now() - started, outcome };
        },
        { chunk: `/assets/${readerChunk}`, data: [...image], day: today, type },
      );
    const cold = await read(scan);
    first.push(cold.ms);
    bytes.push(await transferredSoFar());
    const again = await read(straight);
    warm.push(again.ms);
    const fromPdf = await read(scanPdf, 'application/pdf');
    pdf.push(fromPdf.ms);
    for (const { outcome } of [cold, again, fromPdf])
      outcomes.push(
        outcome.status === 'read' ? (outcome.mrz.documentNumber === number ? 'exact' : 'misread') : outcome.status,
      );
    await context.close();
  }
  // --corpus: the 30 pages of the server's corpus (1000–2000 px, turned up to 5°, blurred, JPEG 55–90) read on the device.
  if (values.corpus) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.origin}/apply`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    const tally: Record<string, number> = {};
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const p = specimen(i);
      const image = await passportPhoto(p, distortion(i));
      const started = Date.now();
      const { outcome } = await page.evaluate(
        async ({ chunk, data, day }) => {
          const started = performance.now();
          const reader = await import(/* @vite-ignore */ chunk);
          const blob = new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
          return { ms: performance.now() - started, outcome: await reader.readPassportImage(blob, day) };
        },
        { chunk: `/assets/${readerChunk}`, data: [...image], day: today },
      );
      const took = Date.now() - started;
      times.push(took);
      const exact =
        outcome.status === 'read' &&
        outcome.mrz.documentNumber === p.documentNumber &&
        outcome.mrz.surname === p.surname &&
        outcome.mrz.givenNames === p.givenNames;
      const key = outcome.status === 'read' ? (exact ? 'exact' : 'read, not exact') : outcome.status;
      tally[key] = (tally[key] ?? 0) + 1;
      if (process.env.BENCH_DEBUG) console.log(i, JSON.stringify(distortion(i)), took.toFixed(0), key);
    }
    await context.close();
    console.log(`corpus of 30 pages on the device: ${JSON.stringify(tally)}; read time ${stats(times.slice(1), ms)}`);
  }
} finally {
  await browser.close();
  await app.stop();
}
console.log(`device read, first use (loads the reader, worker, core and data): ${stats(first, ms)} (${runs} runs)`);
console.log(`device read, once loaded (straight page): ${stats(warm, ms)}`);
console.log(
  `bytes downloaded on first use: ${stats(bytes, mb)} (budget 5 MB: ${Math.max(...bytes) <= budgetBytes ? 'within' : 'OVER'})`,
);
console.log(`device read, once loaded (the tilted page as a PDF, ${mb(scanPdf.length)}): ${stats(pdf, ms)}`);
console.log(`outcomes (tilted 2°, straight, the PDF, per run): ${outcomes.join(', ')}`);
