// GET /api/health on the built server (every real plugin) against a bare Fastify hello-world, each
// in a process of its own, loaded by autocannon from this one, so the load generator is never the
// bottleneck of the thing it measures. Prints requests per second, p99 latency and the ratio
// (budget: >= 0.70). Not a timed test; run it on a quiet machine after `npm run build`.
// Run: npx tsx bench/health.ts [seconds=10] [connections=50]
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function until(url: string) {
  for (let tries = 0; tries < 300; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return { rate: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const barePort = await freePort();
const bareSource = `
  const app = require('fastify')();
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.listen({ port: ${barePort}, host: '127.0.0.1' });`;
const bare = spawn(process.execPath, ['-e', bareSource], { cwd: root, stdio: 'inherit' });

const appPort = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-bench-'));
const app = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${appPort}`,
    LOG_LEVEL: 'warn',
  },
});
const stop = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

try {
  await until(`http://127.0.0.1:${barePort}/api/health`);
  await until(`http://127.0.0.1:${appPort}/api/ready`);
  await measure(`http://127.0.0.1:${barePort}/api/health`); // warm-up, both
  await measure(`http://127.0.0.1:${appPort}/api/health`);
  const bareResult = await measure(`http://127.0.0.1:${barePort}/api/health`);
  const appResult = await measure(`http://127.0.0.1:${appPort}/api/health`);
  console.log(`bare Fastify: ${bareResult.rate.toFixed(0)} req/s, p99 ${bareResult.p99} ms`);
  console.log(
    `Advena /api/health: ${appResult.rate.toFixed(0)} req/s, p99 ${appResult.p99} ms, ${appResult.errors} errors`,
  );
  console.log(`ratio: ${(appResult.rate / bareResult.rate).toFixed(2)} (budget >= 0.70)`);
} finally {
  await Promise.all([stop(bare), stop(app)]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
