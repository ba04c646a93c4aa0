import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { createPaymentProvider, type PaymentProvider } from './payments/index';

/**
 * What the application, payment and refund code is handed instead of the app: the database, the
 * payment provider and the log. App-wide, so it lives here rather than in one module (issue 38: the
 * modules that take it no longer import the applications module for its type).
 */
export interface Services {
  db: Database;
  payments: PaymentProvider;
  log: FastifyInstance['log'];
  /** 'today' as YYYY-MM-DD; the UK calendar day unless a test pins it. */
  today?: () => string;
}

/** `app.applicationServices`: the configured payment provider (sandbox or Stripe) with the app's database and log. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const services: Services = { db: app.db, payments: createPaymentProvider(app.config, app.db), log: app.log };
    app.decorate('applicationServices', services);
  },
  { name: 'application-services' },
);

declare module 'fastify' {
  interface FastifyInstance {
    applicationServices: Services & { payments: PaymentProvider };
  }
}
