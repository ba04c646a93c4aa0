// GET /api/health with every real plugin, against a bare Fastify hello-world, on loopback.
// Prints requests per second for both and the ratio (budget: >= 0.70). Not a timed test.
// Run: npx tsx bench/health.ts [seconds=5] [concurrency=50]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 50);

async function load(url: string): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / seconds;
}

const bare = Fastify();
bare.get('/api/health', async () => ({ status: 'ok' }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-bench-'));
const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as { port: number }).port;

await load(`http://127.0.0.1:${barePort}/api/health`); // warm-up
const bareRate = await load(`http://127.0.0.1:${barePort}/api/health`);
const appRate = await load(`http://127.0.0.1:${appPort}/api/health`);
console.log(`bare Fastify: ${bareRate.toFixed(0)} req/s`);
console.log(`Advena /api/health (all plugins): ${appRate.toFixed(0)} req/s`);
console.log(`ratio: ${(appRate / bareRate).toFixed(2)} (budget >= 0.70)`);
await bare.close();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
