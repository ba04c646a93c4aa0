import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../src/core/page-routes';

/**
 * Issue 38, docs/decisions/052-one-name-per-feature.md: a feature has one name through its layers.
 * The server module's folder is the reference (src/server/modules/<name>/); its rules are in
 * src/core/<name>.ts, the web feature is src/web/features/<name>/ and its words are the locale
 * namespace camelCase(<name>) (src/locales/<language>/adminApplications.json for admin-applications). A public page without a
 * server module is named by its page id (src/core/page-routes.ts). Anything else is listed below,
 * with its reason.
 */
const root = path.resolve(import.meta.dirname, '..');

/** Server modules whose rules are not in a src/core file of their name, and where they are. */
const coreExceptions: Record<string, string> = {
  'admin-settings': 'core/settings.ts, shared with the settings module that serves the public ones',
  disruption: 'a declared disruption is a setting (core/settings.ts) and a reminder (core/reminders.ts)',
  'document-checks': 'core/passport-check.ts and core/photo-check.ts, also run on the traveller’s device',
  documents: 'the upload rules in core/limits.ts, the checks in core/passport-check.ts and core/photo-check.ts',
  health: 'no rules: liveness and readiness',
  seo: 'no rules: robots.txt and the sitemap from core/routes.ts',
};

/** Web features without a server module or a page of their name. */
const featureExceptions: Record<string, string> = {
  mfa: 'the second factor, set up on /profile, /apply and /admin/security/setup; served by auth (auth/mfa.ts)',
};

/** Namespaces that are no feature's: words several features share. */
const namespaceExceptions: Record<string, string> = {
  admin: "the staff portal's frame and the words its pages share (navigation, statuses, dialogs, field names)",
  common: 'every page: header, footer, buttons',
  errors: "the refusals' words by error code, for every feature (decision 027)",
  fields: "the field errors' words by code, for every form (docs/decisions/051-field-errors-by-code.md)",
  mail: "the e-mails' words, read by the server's mail templates",
  outcome: "a traveller's outcome, shown to the traveller (my-applications) and to staff (admin-applications)",
  reasons: 'the standard reasons of a request (decision 038), written by staff, read by the traveller and in e-mails',
  receipt: 'the PDF receipt, written by the server (my-applications) in the reader’s language',
  upload: 'the one upload component (decision 040), in the wizard and on the fix page',
};

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

interface Names {
  serverModules: string[];
  webFeatures: string[];
  namespaces: string[];
  pageIds: string[];
  coreFiles: string[];
}

/** Every way the names fail to line up, one sentence each; empty when they do. */
function drifts(
  names: Names,
  features = featureExceptions,
  namespaces = namespaceExceptions,
  core = coreExceptions,
): string[] {
  const modules = new Set(names.serverModules);
  const pages = new Set(names.pageIds);
  const webFeatures = new Set(names.webFeatures);
  const found: string[] = [];
  for (const feature of names.webFeatures) {
    const named = modules.has(feature) || pages.has(feature);
    if (!named && !features[feature]) found.push(`web feature ${feature}: no server module or page of that name`);
    if (named && features[feature]) found.push(`web feature ${feature}: listed as an exception but lines up`);
    if (!names.namespaces.includes(camelCase(feature))) {
      found.push(`web feature ${feature}: no namespace ${camelCase(feature)}`);
    }
  }
  for (const namespace of names.namespaces) {
    const name = kebabCase(namespace);
    if (camelCase(name) !== namespace) found.push(`namespace ${namespace}: not camelCase`);
    const named = modules.has(name) || webFeatures.has(name) || pages.has(name);
    if (!named && !namespaces[namespace])
      found.push(`namespace ${namespace}: no server module, feature or page ${name}`);
    if (named && namespaces[namespace]) found.push(`namespace ${namespace}: listed as an exception but lines up`);
  }
  for (const module of names.serverModules) {
    const named = names.coreFiles.includes(module);
    if (!named && !core[module]) found.push(`server module ${module}: no src/core/${module}.ts`);
    if (named && core[module]) found.push(`server module ${module}: listed as an exception but lines up`);
  }
  for (const feature of Object.keys(features)) {
    if (!webFeatures.has(feature)) found.push(`exception ${feature}: no such web feature`);
  }
  for (const namespace of Object.keys(namespaces)) {
    if (!names.namespaces.includes(namespace)) found.push(`exception ${namespace}: no such namespace`);
  }
  return found;
}

const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every namespace the web code names: loaded by a hook or a call, or in a 'namespace:key'. */
function namespacesNamed(source: string, known: Set<string>): string[] {
  const lists = [...source.matchAll(/(?:useTranslation|loadNamespaces)\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap(
    ([, list]) => [...list!.matchAll(/'([^']+)'/g)].map(([, name]) => name!),
  );
  const fixed = [...source.matchAll(/getFixedT\([^,]+,\s*(\[[^\]]*\])/g)].flatMap(([, list]) =>
    [...list!.matchAll(/'([^']+)'/g)].map(([, name]) => name!),
  );
  // 'namespace:key' in a t() call; a word before a colon that is no namespace (a URL) is not one.
  const prefixes = [...source.matchAll(/\bt\(\s*['`]([a-zA-Z]+):/g)].map(([, name]) => name!);
  return [...lists, ...fixed, ...prefixes.filter((name) => known.has(name) || /^[a-z]+[A-Z]/.test(name))];
}

describe('feature names', () => {
  const names: Names = {
    serverModules: folders('src/server/modules'),
    webFeatures: folders('src/web/features'),
    namespaces: fs
      .readdirSync(path.join(root, 'src/locales/en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, '')),
    pageIds: pageRoutes.map((page) => page.id),
    coreFiles: fs
      .readdirSync(path.join(root, 'src/core'))
      .filter((file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, '')),
  };

  it('line up from the server module to the web feature and its namespace', () => {
    expect(drifts(names)).toEqual([]);
  });

  it('would fail on a feature, a namespace or an exception that does not line up', () => {
    expect(
      drifts(
        {
          serverModules: ['my-applications', 'admin-users', 'admin-audit'],
          webFeatures: ['dashboard', 'admin-users', 'news'],
          namespaces: ['dashboard', 'adminManage', 'news', 'common'],
          pageIds: ['news'],
          coreFiles: ['my-applications', 'admin-users', 'audit'],
        },
        { news: 'a page', gone: 'removed' },
        { common: 'shared' },
        {},
      ),
    ).toEqual([
      'web feature dashboard: no server module or page of that name',
      'web feature admin-users: no namespace adminUsers',
      'web feature news: listed as an exception but lines up',
      'namespace adminManage: no server module, feature or page admin-manage',
      'server module admin-audit: no src/core/admin-audit.ts',
      'exception gone: no such web feature',
    ]);
  });

  it('every namespace the pages and the web code name exists, so a renamed one cannot be left behind', () => {
    const known = new Set(names.namespaces);
    const named = new Map<string, string>();
    for (const page of pageRoutes) for (const namespace of page.namespaces) named.set(namespace, `page ${page.id}`);
    for (const file of sourceFiles(path.join(root, 'src/web'))) {
      for (const namespace of namespacesNamed(fs.readFileSync(file, 'utf8'), known)) {
        named.set(namespace, path.relative(root, file));
      }
    }
    expect([...named].filter(([namespace]) => !known.has(namespace)).map(([ns, where]) => `${ns} (${where})`)).toEqual(
      [],
    );
  });
});
