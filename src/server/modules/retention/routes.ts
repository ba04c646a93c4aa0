import type { FastifyInstance } from 'fastify';
import { requestContext } from '../../lib/audit';
import { signedInUser } from '../../lib/sessions';
import { exportMyData, startExport } from './export';
import { runRetention } from './job';

const dayMs = 86_400_000;

/** The retention job (decision 016) and the traveller's 'Download my data'. */
export async function retentionRoutes(app: FastifyInstance) {
  const deps = () => ({ db: app.db, storage: app.storage });

  // Every 24 hours: each day's erasures happen on that day, as 'deleted on {date}' promises.
  app.jobs.register({
    name: 'retention.daily',
    everyMs: dayMs,
    leaseMs: 3600_000,
    async run() {
      const counts = await runRetention(deps());
      app.log.info({ job: 'retention.daily', ...counts }, 'retention run');
    },
  });

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
