import net from 'node:net';

export type ScanResult = { infected: false } | { infected: true; signature: string };

const chunkSize = 64 * 1024;

/**
 * Sends a file to clamd with INSTREAM (https://docs.clamav.net/manual/Usage/Scanning.html#clamd):
 * 'zINSTREAM\0', then chunks each prefixed by its length (4 bytes, big-endian), then a zero
 * length. clamd answers 'stream: OK' or 'stream: <signature> FOUND'. Anything else, a refused
 * connection or a timeout rejects: the caller must not accept a file it could not scan.
 */
export function scanWithClamd(server: { host: string; port: number }, data: Buffer, timeoutMs = 30_000) {
  return new Promise<ScanResult>((resolve, reject) => {
    const socket = net.connect(server);
    const replies: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('clamd did not answer in time')));
    socket.on('error', reject);
    socket.on('data', (chunk) => replies.push(chunk));
    socket.on('end', () => {
      const reply = Buffer.concat(replies).toString('utf8').replace(/\0/g, '').trim();
      const found = /^stream: (.+) FOUND$/.exec(reply);
      if (reply === 'stream: OK') resolve({ infected: false });
      else if (found?.[1]) resolve({ infected: true, signature: found[1] });
      else reject(new Error(`clamd answered: ${reply.slice(0, 200)}`));
    });
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let start = 0; start < data.length; start += chunkSize) {
        const chunk = data.subarray(start, start + chunkSize);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.end(Buffer.alloc(4));
    });
  });
}
