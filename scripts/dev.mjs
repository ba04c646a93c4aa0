#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) and the Vite dev server, side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The API's JSON log lines, made readable for a person (production keeps one JSON object a line).
const api = spawn(bin('tsx'), ['watch', 'src/server/main.ts'], { stdio: ['inherit', 'pipe', 'inherit'], cwd: root });
const pretty = spawn(bin('pino-pretty'), ['--translateTime', 'SYS:HH:MM:ss', '--ignore', 'pid,hostname'], {
  stdio: ['pipe', 'inherit', 'inherit'],
});
api.stdout.pipe(pretty.stdin);
const children = [api, spawn(bin('react-router'), ['dev'], { stdio: 'inherit', cwd: root })];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
