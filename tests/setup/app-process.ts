import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { postgresTemplateName, withDatabase } from './database-templates';

/**
 * The server as production runs it, in processes of its own: src/server/main.ts bundled once per
 * test file (as scripts/build.mjs does; tsx would transpile the server again in every process),
 * started with `node` and an environment, stopped with a signal or `kill -9`.
 */
const root = path.resolve(import.meta.dirname, '../..');
let bundled: Promise<string> | undefined;

export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    // Inside the repository, so that its node_modules resolve the packages left external.
    fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
    const directory = fs.mkdtempSync(path.join(root, '.cache', 'server-'));
    const outfile = path.join(directory, 'main.mjs');
    process.once('exit', () => fs.rmSync(directory, { recursive: true, force: true }));
    await build({
      entryPoints: [path.join(root, 'src/server/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      packages: 'external',
      logLevel: 'warning',
    });
    return outfile;
  })();
  return bundled;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A fresh PostgreSQL database copied from the migrated template, dropped by `drop()`. */
export async function freshPostgresDatabase(url: string) {
  const name = `advena_test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${postgresTemplateName()}"`);
  await admin.end();
  return {
    name,
    url: withDatabase(url, name),
    /** One statement on this database, on a connection of its own (the app's may be down). */
    async query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
      const client = new pg.Client({ connectionString: withDatabase(url, name) });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Asks `probe` every 200 ms until it answers (anything but undefined); fails naming `what` after
 * `withinMs`. A probe that throws fails at once, unless `retryErrors` (a server that is restarting).
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { withinMs = 20_000, retryErrors = false } = {},
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await (retryErrors ? probe().catch(() => undefined) : probe());
    if (value !== undefined) return value;
    if (Date.now() - started > withinMs) throw new Error(`waited ${withinMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface AppProcess {
  /** Where this instance listens (the load balancer's target). */
  base: string;
  child: ChildProcess;
  logs(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts one instance and waits until it listens; its DATA_DIR is its own, as on another machine. */
export async function startAppProcess(environment: Record<string, string>, readyWithinMs = 60_000) {
  const main = await serverBundle();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-instance-'));
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:3000',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const started = Date.now();
  while (!output.includes('Advena is ready')) {
    if (child.exitCode !== null || Date.now() - started > readyWithinMs) {
      child.kill('SIGKILL');
      throw new Error(`the app did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const instance: AppProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    logs: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return instance;
}

/** A browser's cookie jar for one site, whichever instance answers. */
export class Client {
  cookie = '';
  constructor(
    readonly origin = 'http://localhost:3000',
    readonly forwardedFor?: string,
  ) {}

  async call(base: string, method: string, url: string, body?: unknown, timeoutMs = 30_000) {
    const headers: Record<string, string> = { origin: this.origin };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('advena_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0] as string;
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json: json as ReturnType<typeof JSON.parse> };
  }
}
