import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestContext } from '../../lib/audit';
import type { Job } from '../../lib/jobs';
import { signedInUser } from '../../lib/sessions';
import { exportMyData, startExport } from './export';
import { runRetention } from './job';

const dayMs = 86_400_000;

/** Every 24 hours: each day's erasures happen on that day, as 'deleted on {date}' promises (decision 016). */
export const retentionJob = (app: FastifyInstance): Job => ({
  name: 'retention.daily',
  everyMs: dayMs,
  leaseMs: 3600_000,
  async run() {
    const counts = await runRetention({ db: app.db, storage: app.storage });
    app.log.info({ job: 'retention.daily', ...counts }, 'retention run');
  },
});

/** The traveller's 'Download my data'. */
export const retentionRoutes = fp(dataExportRoutes, {
  name: 'retention',
  dependencies: ['sessions', 'storage'],
  encapsulate: true,
});

async function dataExportRoutes(app: FastifyInstance) {
  const deps = () => ({ db: app.db, storage: app.storage });

  app.get('/api/user/export', async (request, reply) => {
    const user = await signedInUser(request);
    // One at a time per account, 10 an hour (decision 031): each sends every document it holds.
    const release = await startExport(deps(), user);
    // Freed when the ZIP ends or is dropped, and in any case when the connection closes.
    reply.raw.once('close', release);
    let zip: Awaited<ReturnType<typeof exportMyData>>;
    try {
      zip = await exportMyData(deps(), user, requestContext(request), release);
    } catch (error) {
      release();
      throw error;
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/zip')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="advena-my-data-${day}.zip"`)
      .send(zip);
  });
}
