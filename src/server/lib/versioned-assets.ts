import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './errors';

/**
 * Files the traveller's device loads from node_modules (the passport reader's, decision 042; the
 * photo coach's, decision 043), served on our own origin under a path that names the packages'
 * versions, cached for a year. Scripts are brotli'd once per process in libuv's threads.
 */
const require = createRequire(import.meta.url);
export const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
export const versionOf = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;

export interface DeviceAsset {
  file: string;
  type: string;
  /** Already gzip on disk: sent as is with `content-encoding: gzip`. */
  gzipped?: boolean;
  /** Small or already compressed (model weights): sent as they are. */
  plain?: boolean;
}

const brotli = promisify(brotliCompress);
const compressed = new Map<string, Promise<Buffer>>();
const acceptsBrotli = (request: FastifyRequest) => /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** `GET <prefix>/:version/:file`: one of `files` at the current version, else the generic 404. */
export function versionedAssetRoute(
  app: FastifyInstance,
  options: { prefix: string; version: string; files: Record<string, DeviceAsset>; policy: string },
) {
  app.get<{ Params: { version: string; file: string } }>(`${options.prefix}/:version/:file`, async (request, reply) => {
    const asset = Object.hasOwn(options.files, request.params.file) ? options.files[request.params.file] : undefined;
    if (request.params.version !== options.version || !asset) {
      throw notFound();
    }
    reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept-Encoding')
      .header('content-security-policy', options.policy);
    if (asset.gzipped) return reply.header('content-encoding', 'gzip').send(await fs.promises.readFile(asset.file));
    if (asset.plain || !acceptsBrotli(request)) return reply.send(await fs.promises.readFile(asset.file));
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
