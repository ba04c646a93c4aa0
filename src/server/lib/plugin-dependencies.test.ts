import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { adminUserRoutes } from '../modules/admin-users/routes';
import { authRoutes } from '../modules/auth/routes';
import { documentsPlugin } from '../modules/documents/routes';
import { paymentsPlugin } from '../modules/payments/routes';
import { adminScope } from './admin-scope';
import { jobsPlugin } from './jobs';
import { mailPlugin } from './mail/plugin';
import { metricsPlugin } from './metrics';
import { servicesPlugin } from './services';
import { sessionsPlugin } from './sessions';
import { storagePlugin } from './storage/plugin';
import { webApp } from './web-app';

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

  it('refuse an admin route module inside the admin scope without what it needs', async () => {
    const app = Fastify();
    for (const name of ['sessions', 'application-services', 'mail']) await app.register(named(name));
    app.register(adminScope([adminUserRoutes]));
    await expect(app.ready()).rejects.toThrow("The dependency 'storage' of plugin 'admin-users' is not registered");
  });
});

/**
 * The decorations the named plugins make, by the plugin that makes them. The first test keeps the
 * list whole: a plugin that decorates something new fails it until the decoration is listed here.
 */
const providers: Record<string, string> = {
  storage: 'storage',
  applicationServices: 'application-services',
  mailer: 'mail',
  sessions: 'sessions',
  session: 'sessions',
  currentUser: 'sessions',
  sessionCache: 'sessions',
  reconcilePayments: 'payments',
  metrics: 'metrics',
  jobs: 'jobs',
  renderPage: 'web-app',
};
/** Made by app.ts itself before any plugin, or inside one scope for that scope alone. */
const notShared = ['config', 'database', 'db', 'routeList', 'admin'];

const server = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const read = (file: string) => fs.readFileSync(file, 'utf8');
const sourceFiles = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });

const uses = new RegExp(
  `\\b(?:app|instance|fastify|scope|request|server|this)\\.(${Object.keys(providers).join('|')})\\b(?!\\s*[:=](?!=))`,
  'g',
);
/**
 * The named plugins a file uses decorations of: in its own text, and in the server files it imports
 * values from (helpers such as `signedInUser`). The admin scope is left out: it names what its own
 * hook needs.
 */
function pluginsUsedBy(file: string, imported = true): Set<string> {
  const text = read(file);
  const used = new Set([...text.matchAll(uses)].map((match) => providers[match[1] as string] as string));
  if (!imported) return used;
  for (const [, names, from] of text.matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+'(\.[^']+)'/gms)) {
    if (/^\{(\s*type\s+\w+\s*,?)*\}$/.test((names as string).replace(/\s+/g, ' '))) continue;
    const target = `${path.resolve(path.dirname(file), from as string)}.ts`;
    if (!fs.existsSync(target) || !target.startsWith(server) || target.endsWith('admin-scope.ts')) continue;
    for (const plugin of pluginsUsedBy(target, false)) used.add(plugin);
  }
  return used;
}

/** Every feature app.ts registers (`app.register(x…)` or in the admin scope's list), with its file. */
function registeredFeatures() {
  const app = read(path.join(server, 'app.ts'));
  const fileOf = new Map<string, string>();
  for (const [, names, from] of app.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'(\.\/modules\/[^']+)'/gm)) {
    for (const name of (names as string).split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
      fileOf.set(name, path.join(server, `${from}.ts`));
    }
  }
  const admin = app.slice(app.indexOf('adminScope(['), app.indexOf('])', app.indexOf('adminScope([')));
  const calls = [
    ...[...app.matchAll(/app\.register\((\w+)/g)].map((match) => ({ name: match[1] as string, factory: false })),
    ...[...admin.matchAll(/^\s*(\w+)(\()?/gm)].map((match) => ({ name: match[1] as string, factory: !!match[2] })),
  ];
  return calls.flatMap(({ name, factory }) => {
    const file = fileOf.get(name);
    return file ? [{ name, factory, file }] : [];
  });
}

describe('every feature app.ts registers', () => {
  it('uses only decorations this test knows the maker of', () => {
    const makers = [
      storagePlugin,
      servicesPlugin,
      mailPlugin,
      sessionsPlugin,
      paymentsPlugin,
      metricsPlugin,
      jobsPlugin,
      webApp,
    ];
    expect(new Set(Object.values(providers))).toEqual(new Set(makers.map(nameOf)));
    const made = sourceFiles(server).flatMap((file) =>
      [...read(file).matchAll(/\.decorate(?:Request|Reply)?\(\s*'(\w+)'/g)].map((match) => match[1] as string),
    );
    expect(made.length).toBeGreaterThan(10);
    expect(made.filter((name) => !(name in providers) && !notShared.includes(name))).toEqual([]);
  });

  it('names each plugin whose decorations it uses as a dependency', async () => {
    const features = registeredFeatures();
    // The admin scope's list and the features registered directly, all found.
    expect(features.map((feature) => feature.name)).toEqual(
      expect.arrayContaining(['adminUserRoutes', 'adminCaseRoutes', 'myApplicationRoutes', 'contactRoutes']),
    );
    const undeclared: string[] = [];
    for (const { name, factory, file } of features) {
      const exported = (await import(file))[name];
      const meta = metaOf(factory ? exported(unused) : exported);
      for (const plugin of pluginsUsedBy(file)) {
        if (plugin !== meta?.name && !meta?.dependencies?.includes(plugin)) {
          undeclared.push(`${name} (${path.relative(server, file)}) uses '${plugin}' without naming it`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('fails a route module that uses a decoration it does not name', () => {
    const folder = fs.mkdtempSync(path.join(server, '.plugin-dependencies-'));
    try {
      const file = path.join(folder, 'routes.ts');
      fs.writeFileSync(file, 'export async function uploads(app) {\n  app.get("/x", () => app.storage.keys());\n}\n');
      expect([...pluginsUsedBy(file)]).toEqual(['storage']);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

type PluginMeta = { name?: string; dependencies?: readonly string[] };
function metaOf(plugin: unknown): PluginMeta | undefined {
  if (typeof plugin === 'object' && plugin !== null && 'meta' in plugin) return (plugin as { meta: PluginMeta }).meta;
  return (plugin as Record<symbol, PluginMeta> | undefined)?.[Symbol.for('plugin-meta')];
}

function nameOf(plugin: object): unknown {
  return metaOf(plugin)?.name;
}
