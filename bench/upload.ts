// POST /api/documents (a traveller's first upload: a 1200 × 1600 JPEG passport scan, which starts an
// anonymous session) from many client addresses, on the built server against a bare Fastify with
// @fastify/multipart that only reads the same file into memory (the cost of receiving it): the
// ratio is the share of an upload's cost that is receiving it, so what we add (the type check, the
// image re-encoded, encryption, storage, the session and the row) shows as the distance from 1.
// Run after `npm run build`: npx tsx bench/upload.ts [--rounds 3] [--seconds 5] [--connections 10]
import sharp from 'sharp';
import { fromManyClients } from './lib/clients';
import { compare, dataFolder, startApp, startBare } from './lib/load';

// A photo-like scan: smooth shading with a little grain, about the size a phone's scan is.
const pixels = Buffer.alloc(1200 * 1600 * 3);
for (let index = 0; index < pixels.length; index++) {
  const x = Math.floor(index / 3) % 1200;
  const y = Math.floor(index / 3600);
  pixels[index] = ((x + y) / 12 + ((index * 2654435761) >>> 28)) & 255;
}
const scan = await sharp(pixels, { raw: { width: 1200, height: 1600, channels: 3 } })
  .jpeg({ quality: 80 })
  .toBuffer();
const boundary = '----advena-bench-boundary';
const body = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npassportScan\r\n`),
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ),
  scan,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

const bare = await startBare(
  `const app = require('fastify')();
  app.register(require('@fastify/multipart'), { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  app.get('/ready', async () => 'ok');
  app.post('/api/documents', async (request, reply) => {
    let size = 0;
    for await (const part of request.parts()) if (part.type === 'file') size = (await part.toBuffer()).length;
    return reply.code(201).send({ id: 'bare', size });
  });
  app.listen({ port, host: '127.0.0.1' });`,
  '/ready',
);
const app = await startApp(dataFolder(), { TRUST_PROXY: '127.0.0.1' });
const load = (origin: string) =>
  fromManyClients({
    path: '/api/documents',
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin },
    body,
  });
try {
  await compare({
    title: `POST /api/documents (a ${Math.round(scan.length / 1024)} KB JPEG passport scan)`,
    baseline: { name: 'bare Fastify, multipart read only', server: bare, load: load(bare.origin), status: 201 },
    subject: {
      name: 'Advena upload',
      server: app,
      load: load(`http://localhost:${new URL(app.origin).port}`),
      status: 201,
    },
    defaults: { rounds: 3, seconds: 5, connections: 10 },
  });
} finally {
  await Promise.all([bare.stop(), app.stop()]);
}
