// GET /api/application-status/:reference (the public tracking page's call) for an application that
// exists, from many client addresses, on the built server with demo applications, against a bare
// Fastify answering the same shape from memory: the ratio is what a tracking answer costs us beyond
// routing and writing it (its rate limit and its database lookup). Prints p99 too.
// Run after `npm run build`: npx tsx bench/tracking.ts [--rounds 3] [--seconds 5] [--connections 50]
import { fromManyClients } from './lib/clients';
import { compare, dataFolder, startApp, startBare } from './lib/load';
import { seedApplications } from './lib/seed';

const dataDir = dataFolder();
const reference = seedApplications(dataDir, 1000);
const bare = await startBare(
  `const app = require('fastify')();
  const known = new Map([[${JSON.stringify(reference)}, { firstName: 'J***', lastName: 'S****', status: 'pending' }]]);
  app.get('/api/application-status/:reference', async (request, reply) => {
    const found = known.get(request.params.reference.trim().toUpperCase());
    if (!found) return reply.code(404).send({ success: false });
    reply.header('cache-control', 'no-store');
    return { success: true, message: 'Application found', referenceNumber: request.params.reference, ...found,
      lastUpdated: new Date().toISOString() };
  });
  app.listen({ port, host: '127.0.0.1' });`,
  `/api/application-status/${reference}`,
);
const app = await startApp(dataDir, { TRUST_PROXY: '127.0.0.1' });
const load = () => fromManyClients({ path: `/api/application-status/${reference}` });
// The first lookup after start waits seconds (PGlite reading the seeded tables): not measured.
await fetch(`${app.origin}/api/application-status/${reference}`, { headers: { 'x-forwarded-for': '10.255.0.1' } });
try {
  await compare({
    title: 'GET /api/application-status/:reference (found)',
    baseline: { name: 'bare Fastify, from memory', server: bare, load: load() },
    subject: { name: 'Advena tracking', server: app, load: load() },
    defaults: { rounds: 3, seconds: 5, connections: 50 },
  });
} finally {
  await Promise.all([bare.stop(), app.stop()]);
}
