// POST /api/login with the right password, from many client addresses, on the built server against
// a bare Fastify that only verifies the same argon2id hash (the deliberate cost of a sign-in): the
// ratio is the share of a sign-in's cost that is the hash, so what we add (validation, rate limits,
// the user's row, a new session, its cookie) shows as the distance from 1. Prints p99 too.
// Run after `npm run build`: npx tsx bench/login.ts [--rounds 3] [--seconds 5] [--connections 20]
import { fromManyClients } from './lib/clients';
import { compare, dataFolder, startApp, startBare } from './lib/load';
import { seedTraveller } from './lib/seed';

const dataDir = dataFolder();
const account = await seedTraveller(dataDir);
const bare = await startBare(
  `const { hash, verify } = require('@node-rs/argon2');
  const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
  const app = require('fastify')();
  app.get('/ready', async () => 'ok');
  hash(${JSON.stringify(account.password)}, options).then((stored) => {
    app.post('/api/login', async (request, reply) => {
      if (!(await verify(stored, request.body.password))) return reply.code(401).send({ success: false });
      return { success: true, user: { email: request.body.email } };
    });
    app.listen({ port, host: '127.0.0.1' });
  });`,
  '/ready',
);
const app = await startApp(dataDir, { TRUST_PROXY: '127.0.0.1' });
const load = (origin: string) =>
  fromManyClients({
    path: '/api/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(account),
  });
try {
  await compare({
    title: 'POST /api/login (a right password)',
    baseline: { name: 'bare Fastify, argon2id verify only', server: bare, load: load(bare.origin) },
    subject: { name: 'Advena /api/login', server: app, load: load(`http://localhost:${new URL(app.origin).port}`) },
    defaults: { rounds: 3, seconds: 5, connections: 20 },
  });
} finally {
  await Promise.all([bare.stop(), app.stop()]);
}
