import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { decodedBudgetBytes, type PdfVerdict } from './pdf-reader';

export type { PdfVerdict } from './pdf-reader';

/**
 * How one PDF check may run (decision 031): in a worker thread of its own, so the server's event
 * loop never inflates or parses an upload, with a heap of its own, a time limit (the worker is
 * stopped, the file refused as too complex) and the decode budget of pdf-reader.ts.
 */
export const pdfCheckLimits = {
  timeMs: 10_000,
  budgetBytes: decodedBudgetBytes,
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
};

let sourceBundle: Promise<string> | undefined;

/**
 * The built server has the worker beside it (scripts/build.mjs); from the sources (tests, tsx),
 * it is bundled once with esbuild and run as code, since a worker thread cannot load TypeScript.
 */
async function workerScript(): Promise<{ file: URL } | { code: string }> {
  if (!import.meta.url.endsWith('.ts')) return { file: new URL('./pdf-reader-worker.js', import.meta.url) };
  sourceBundle ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./pdf-reader-worker.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'silent',
    });
    return result.outputFiles[0]!.text;
  });
  return { code: await sourceBundle };
}

/**
 * Reads a PDF in a worker and answers its verdict: 'tooComplex' when the time limit or the
 * worker's memory runs out. A worker that cannot start is a fault of ours (rejects, 500): the
 * file is never accepted unchecked.
 */
export async function pdfSafety(data: Buffer, limits = pdfCheckLimits): Promise<PdfVerdict> {
  const script = await workerScript();
  const options = { workerData: { data, budgetBytes: limits.budgetBytes }, resourceLimits: limits.resourceLimits };
  const worker =
    'file' in script ? new Worker(script.file, options) : new Worker(script.code, { ...options, eval: true });
  return new Promise<PdfVerdict>((resolve, reject) => {
    const timer = setTimeout(() => finish(() => resolve('tooComplex')), limits.timeMs);
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    worker.once('message', (verdict: PdfVerdict) => finish(() => resolve(verdict)));
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve('tooComplex') : reject(error))),
    );
    worker.once('exit', (code) => finish(() => reject(new Error(`PDF check worker exited (${code})`))));
  });
}
