import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { authRoutes } from '../modules/auth/routes';
import { documentsPlugin } from '../modules/documents/routes';
import { paymentsPlugin } from '../modules/payments/routes';
import { mailPlugin } from './mail/plugin';
import { servicesPlugin } from './services';
import { sessionsPlugin } from './sessions';
import { storagePlugin } from './storage/plugin';

/**
 * Issue 38: what the features share is decorated by named plugins, and each feature names what it
 * needs (fastify-plugin's `dependencies`), so app.ts's order is stated and checked at start-up: a
 * feature registered without what it needs fails with fastify-plugin's message, before it runs.
 */
const unused = () => Promise.reject(new Error('not called: the dependency check comes first'));
/** Stand-ins with the real plugins' names: the check reads names, and these need no database. */
const named = (name: string) => fp(async () => {}, { name });

describe('the feature plugins', () => {
  it('name the infrastructure plugins they need', () => {
    expect([storagePlugin, servicesPlugin, sessionsPlugin, mailPlugin].map(nameOf)).toEqual([
      'storage',
      'application-services',
      'sessions',
      'mail',
    ]);
  });

  it('refuse to register without the storage', async () => {
    const app = Fastify();
    await app.register(named('sessions'));
    app.register(documentsPlugin, { run: unused, answerFor: unused, recordDevice: unused, end: unused });
    await expect(app.ready()).rejects.toThrow("The dependency 'storage' of plugin 'documents' is not registered");
  });

  it('refuse to register without the application services', async () => {
    const app = Fastify();
    await app.register(named('mail'));
    await app.register(named('sessions'));
    app.register(paymentsPlugin);
    await expect(app.ready()).rejects.toThrow(
      "The dependency 'application-services' of plugin 'payments' is not registered",
    );
  });

  it('refuse to register the accounts without the mailer', async () => {
    const app = Fastify();
    for (const name of ['sessions', 'application-services', 'storage']) await app.register(named(name));
    app.register(authRoutes, { eraseAccountData: unused });
    await expect(app.ready()).rejects.toThrow("The dependency 'mail' of plugin 'auth' is not registered");
  });
});

function nameOf(plugin: object): unknown {
  return (plugin as Record<symbol, { name?: string }>)[Symbol.for('plugin-meta')]?.name;
}
