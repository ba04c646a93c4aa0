import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './errors';

/**
 * The passport reader's files for the traveller's device (decision 042), served from node_modules
 * on our own origin under a versioned path, cached for a year: tesseract.js's worker, its SIMD
 * LSTM WebAssembly core and the English `best_int` data. Nothing is fetched from a CDN.
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;

/** The versions of the three packages, as the path says them; the web build writes the same (vite.config.ts). */
export const ocrVersion = `t${versionOf('tesseract.js')}-c${versionOf('tesseract.js-core')}-e${versionOf('@tesseract.js-data/eng')}`;

/**
 * The worker's own policy (a worker from a URL takes its response's): it loads the core and the
 * data from us and compiles WebAssembly, nothing else. Every other answer keeps `default-src 'none'`.
 */
export const ocrWorkerPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

interface OcrFile {
  file: string;
  type: string;
  /** Already gzip on disk: sent as is with `content-encoding: gzip`. */
  gzipped?: boolean;
}
const files: Record<string, OcrFile> = {
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

const brotli = promisify(brotliCompress);
/** Each script compressed once, in libuv's threads (brotli 9: 1.3 MB for the 3.9 MB core, about a second). */
const compressed = new Map<string, Promise<Buffer>>();
const acceptsBrotli = (request: FastifyRequest) => /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));

export async function ocrAssetRoutes(app: FastifyInstance) {
  app.get<{ Params: { version: string; file: string } }>('/ocr/:version/:file', async (request, reply) => {
    const asset = files[request.params.file];
    if (request.params.version !== ocrVersion || !asset) {
      throw notFound();
    }
    reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept-Encoding')
      .header('content-security-policy', ocrWorkerPolicy);
    if (asset.gzipped) return reply.header('content-encoding', 'gzip').send(await fs.promises.readFile(asset.file));
    if (!acceptsBrotli(request)) return reply.send(await fs.promises.readFile(asset.file));
    let body = compressed.get(asset.file);
    if (!body) {
      body = fs.promises
        .readFile(asset.file)
        .then((raw) => brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
      compressed.set(asset.file, body);
    }
    return reply.header('content-encoding', 'br').send(await body);
  });
}
