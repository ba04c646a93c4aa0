import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setOutboxAppUrl, setOutboxTestMode } from './outbox';
import { createTransport, type MailTransport } from './transport';
import { processOutbox } from './worker';

export interface Mailer {
  transport: MailTransport;
  /** Sends what is due now (tests call this; the background loop calls it every few seconds). */
  processNow(): Promise<{ claimed: number; sent: number }>;
  /** Asks the background loop to run soon, so a code reaches the user in about a second. */
  nudge(): void;
}

const intervalMs = 2000;

export const mailPlugin = fp(mailer, { name: 'mail' });

async function mailer(app: FastifyInstance) {
  setOutboxTestMode(app.config.payments.provider === 'sandbox');
  setOutboxAppUrl(app.config.appUrl);
  const transport = createTransport({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    dataDir: app.config.dataDir,
    log: app.log,
  });
  let running: Promise<unknown> | undefined;
  const processNow = async () => {
    while (running) await running;
    const work = processOutbox(app.db, transport, app.log);
    running = work;
    try {
      return await work;
    } finally {
      running = undefined;
    }
  };
  const tick = () => processNow().catch((error) => app.log.error({ err: error }, 'outbox run failed'));

  let timer: NodeJS.Timeout | undefined;
  if (app.config.runJobs) {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  }
  app.decorate('mailer', {
    transport,
    processNow,
    nudge: () => {
      if (app.config.runJobs) setTimeout(tick, 50).unref();
    },
  } satisfies Mailer);
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    while (running) await running.catch(() => {});
    transport.close();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
