import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type DeviceAsset, packageDir, versionedAssetRoute, versionOf } from './versioned-assets';

/**
 * The passport reader's files for the traveller's device (decision 042), served from node_modules
 * on our own origin under a versioned path, cached for a year: tesseract.js's worker, its SIMD
 * LSTM WebAssembly core and the English `best_int` data. Nothing is fetched from a CDN.
 */

/** The versions of the three packages, as the path says them; the web build writes the same (vite.config.ts). */
export const ocrVersion = `t${versionOf('tesseract.js')}-c${versionOf('tesseract.js-core')}-e${versionOf('@tesseract.js-data/eng')}`;

/**
 * The worker's own policy (a worker from a URL takes its response's): it loads the core and the
 * data from us and compiles WebAssembly, nothing else. Every other answer keeps `default-src 'none'`.
 */
export const ocrWorkerPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

const files: Record<string, DeviceAsset> = {
  'worker.min.js': { file: path.join(packageDir('tesseract.js'), 'dist/worker.min.js'), type: 'text/javascript' },
  'core-simd-lstm.js': {
    file: path.join(packageDir('tesseract.js-core'), 'tesseract-core-simd-lstm.wasm.js'),
    type: 'text/javascript',
  },
  'eng.traineddata.gz': {
    file: path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int/eng.traineddata.gz'),
    type: 'application/octet-stream',
    gzipped: true,
  },
};

export async function ocrAssetRoutes(app: FastifyInstance) {
  versionedAssetRoute(app, { prefix: '/ocr', version: ocrVersion, files, policy: ocrWorkerPolicy });
}
