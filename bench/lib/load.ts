// What the load profiles share: a bare Fastify and the built server, each in a process of its own,
// loaded in turn by autocannon from this process, round after round, so that a machine whose load
// changes (other work on its two cores) weighs on both sides alike. Each round's ratio compares two
// runs made seconds apart; the median of the rounds is printed.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '../..');

export interface LoadOptions {
  rounds: number;
  seconds: number;
  connections: number;
}

/** `--rounds 5 --seconds 5 --connections 50` (or the positional `[seconds] [connections]` of old). */
export function loadOptions(defaults: LoadOptions): LoadOptions {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rounds: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
    },
  });
  return {
    rounds: Number(values.rounds ?? defaults.rounds),
    seconds: Number(values.seconds ?? positionals[0] ?? defaults.seconds),
    connections: Number(values.connections ?? positionals[1] ?? defaults.connections),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function until(url: string) {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

export interface Server {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess, after?: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => {
        after?.();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * A bare Fastify from `source`, a CommonJS module body that finds its port in `port` and its
 * directory in `bench` (this folder), run from the project so it requires our installed packages.
 */
export async function startBare(source: string, readyPath: string): Promise<Server> {
  const port = await freePort();
  const program = `const port = ${port}; const bench = ${JSON.stringify(import.meta.dirname)};\n${source}`;
  const child = spawn(process.execPath, ['-e', program], { cwd: root, stdio: 'inherit' });
  const origin = `http://127.0.0.1:${port}`;
  await until(`${origin}${readyPath}`);
  return { origin, pid: child.pid as number, stop: stopper(child) };
}

/** A fresh data folder for the built server; `prepare` may fill it before the server opens it. */
export function dataFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'advena-bench-'));
}

/**
 * The built server (`npm run build` first) on a data folder of its own, in production mode, its
 * APP_URL (the origin its pages name in canonical and hreflang links) on `appHost`.
 */
export async function startApp(
  dataDir: string,
  env: Record<string, string> = {},
  appHost: 'localhost' | '127.0.0.1' = 'localhost',
): Promise<Server> {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('Run `npm run build` first.');
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://${appHost}:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await until(`${origin}/api/ready`);
  await settled(child.pid as number);
  return {
    origin,
    pid: child.pid as number,
    stop: stopper(child, () => fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** What autocannon sends: one request, or a function making each request afresh (bodies, headers). */
export type Load = Omit<autocannon.Options, 'url' | 'duration' | 'connections'> & { path: string };

/** CPU time (user and system) a process has used, in microseconds; Linux's /proc, else NaN. */
function cpuMicros(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / 100); // clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until a process is nearly idle (under a tenth of a core for a second, at most a minute),
 * and at least past the jobs' first tick (5 s after start): the start-up jobs run over the whole
 * database and would otherwise stall the first rounds (seconds at a time on seeded data).
 */
async function settled(pid: number) {
  const started = Date.now();
  for (let tries = 0; tries < 60; tries++) {
    const before = cpuMicros(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (!(cpuMicros(pid) - before > 100_000) && Date.now() - started > 7_000) return;
  }
}

export interface Measure {
  rate: number;
  /** The server's CPU time per answer (µs): unlike the rate, barely moved by other work on the machine. */
  cpu: number;
  p99: number;
  /** Answers that were not the expected status, and socket errors. */
  errors: number;
}

async function measure(server: Server, load: Load, seconds: number, connections: number, expect: number) {
  const { path: url, ...options } = load;
  const cpuBefore = cpuMicros(server.pid);
  const result = await autocannon({ ...options, url: `${server.origin}${url}`, connections, duration: seconds });
  const cpu = (cpuMicros(server.pid) - cpuBefore) / result.requests.total;
  const expected = (result.statusCodeStats as Record<string, { count: number }>)[String(expect)]?.count ?? 0;
  return { rate: result.requests.average, cpu, p99: result.latency.p99, errors: result.requests.total - expected };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export interface Side {
  name: string;
  server: Server;
  load: Load;
  /** The status every answer should have (200). */
  status?: number;
}

/**
 * Loads the baseline and the subject in turn (a short warm-up each, then `rounds` alternating
 * runs), prints each side's median rate and p99 and the median of the rounds' ratios, and returns
 * that ratio.
 */
export async function compare(comparison: {
  title: string;
  baseline: Side;
  subject: Side;
  /** The least ratio we accept, printed beside it. */
  budget?: number;
  defaults?: LoadOptions;
}): Promise<number> {
  const { title, baseline, subject, budget } = comparison;
  const { rounds, seconds, connections } = loadOptions(
    comparison.defaults ?? { rounds: 5, seconds: 5, connections: 50 },
  );
  const run = (side: Side, duration: number) =>
    measure(side.server, side.load, duration, connections, side.status ?? 200);
  await run(baseline, 2);
  await run(subject, 2);
  const results: { baseline: Measure; subject: Measure }[] = [];
  for (let round = 0; round < rounds; round++) {
    // Which side goes first alternates too, so neither always follows the other's heat.
    const first = round % 2 === 0 ? baseline : subject;
    const second = first === baseline ? subject : baseline;
    const a = await run(first, seconds);
    const b = await run(second, seconds);
    results.push(first === baseline ? { baseline: a, subject: b } : { baseline: b, subject: a });
  }
  const line = (side: Side, of: Measure[]) =>
    `  ${side.name}: ${median(of.map((m) => m.rate)).toFixed(0)} req/s, p99 ${median(of.map((m) => m.p99))} ms, ` +
    `${median(of.map((m) => m.cpu)).toFixed(0)} µs CPU an answer` +
    (of.some((m) => m.errors) ? `, ${of.reduce((sum, m) => sum + m.errors, 0)} unexpected answers` : '');
  const ratios = results.map((r) => r.subject.rate / r.baseline.rate);
  const ratio = median(ratios);
  const cpuRatio = median(results.map((r) => r.baseline.cpu / r.subject.cpu));
  console.log(`${title} (${rounds} rounds of ${seconds} s, ${connections} connections)`);
  console.log(
    line(
      baseline,
      results.map((r) => r.baseline),
    ),
  );
  console.log(
    line(
      subject,
      results.map((r) => r.subject),
    ),
  );
  console.log(
    `  ratio: ${ratio.toFixed(2)}${budget === undefined ? '' : ` (budget >= ${budget.toFixed(2)})`}` +
      ` [rounds: ${ratios.map((r) => r.toFixed(2)).join(' ')}]; by CPU an answer: ${cpuRatio.toFixed(2)}`,
  );
  return ratio;
}
