// GET /api/health on the built server (every real plugin) against a bare Fastify hello-world, each
// in a process of its own, loaded in turn by autocannon from this one (bench/lib/load.ts), so the
// load generator is never the bottleneck of the thing it measures and a machine busy with other
// work weighs on both alike. Prints requests per second, p99 latency and the median of the rounds'
// ratios (budget: >= 0.70, decision 026). Not a timed test; run it after `npm run build`.
// Run: npx tsx bench/health.ts [--rounds 5] [--seconds 5] [--connections 50]
import { compare, dataFolder, startApp, startBare } from './lib/load';

const bare = await startBare(
  `const app = require('fastify')();
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.listen({ port, host: '127.0.0.1' });`,
  '/api/health',
);
const app = await startApp(dataFolder());
try {
  const ratio = await compare({
    title: 'GET /api/health',
    baseline: { name: 'bare Fastify', server: bare, load: { path: '/api/health' } },
    subject: { name: 'Advena /api/health', server: app, load: { path: '/api/health' } },
    budget: 0.7,
  });
  process.exitCode = ratio >= 0.7 ? 0 : 1;
} finally {
  await Promise.all([bare.stop(), app.stop()]);
}
