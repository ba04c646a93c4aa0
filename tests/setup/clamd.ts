import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The EICAR anti-virus test file: harmless, and every scanner is meant to report it. */
export const eicar = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');

const clamdPath = '/usr/sbin/clamd';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.end('zPING\0'));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString();
    });
    socket.on('end', () => resolve(reply.startsWith('PONG')));
    socket.on('error', () => resolve(false));
  });

/**
 * Debian's clamd (apt-get install clamav-daemon) on loopback with one local signature, the EICAR
 * string found anywhere in a file: no network database is downloaded.
 */
export async function startClamd() {
  if (!fs.existsSync(clamdPath)) {
    throw new Error(`${clamdPath} is missing: install Debian's clamav-daemon (apt-get install clamav-daemon)`);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-clamd-'));
  fs.mkdirSync(path.join(folder, 'db'));
  fs.writeFileSync(path.join(folder, 'db', 'eicar.ndb'), `Eicar-Test-Signature-Local:0:*:${eicar.toString('hex')}\n`);
  const port = await freePort();
  fs.writeFileSync(
    path.join(folder, 'clamd.conf'),
    [
      'Foreground yes',
      `DatabaseDirectory ${path.join(folder, 'db')}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `PidFile ${path.join(folder, 'clamd.pid')}`,
    ].join('\n'),
  );
  const child: ChildProcess = spawn(clamdPath, ['-c', path.join(folder, 'clamd.conf')], { stdio: 'ignore' });
  const started = Date.now();
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() - started > 30_000) throw new Error('clamd did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    host: '127.0.0.1',
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
