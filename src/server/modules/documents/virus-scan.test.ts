import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eicar, startClamd } from '../../../../tests/setup/clamd';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testImage, testPdf, upload } from '../../../../tests/setup/uploads';
import { documents } from '../../db/schema';
import { scanWithClamd } from '../../lib/virus-scan';

let clamd: Awaited<ReturnType<typeof startClamd>>;
let test: TestApp;
beforeAll(async () => {
  clamd = await startClamd();
  test = await createTestApp({ CLAMAV_HOST: clamd.host, CLAMAV_PORT: String(clamd.port), LOG_LEVEL: 'warn' });
}, 60_000);
afterAll(async () => {
  await test.close();
  await clamd.close();
});

describe('virus scanning with clamd', () => {
  it('reports the EICAR test file and passes a clean one', async () => {
    expect(await scanWithClamd(clamd, eicar)).toEqual({
      infected: true,
      signature: 'Eicar-Test-Signature-Local.UNOFFICIAL',
    });
    expect(await scanWithClamd(clamd, testPdf)).toEqual({ infected: false });
  });

  it('refuses an infected upload before it is accepted, and accepts clean ones', async () => {
    const png = await testImage('png');
    // The image decodes, and re-encoding would drop the trailer: only a scan before acceptance finds it.
    const infected = await upload(test.app, {
      kind: 'photo',
      fileName: 'me.png',
      data: Buffer.concat([png, eicar]),
    });
    expect(infected.response.statusCode).toBe(422);
    expect(infected.response.json()).toEqual({
      code: 'FILE_INFECTED',
      message: 'This file did not pass our virus check. Please upload a different file.',
    });
    expect(test.logs()).toContain('"event":"upload_infected"');
    expect(await test.db().select().from(documents)).toEqual([]);

    const clean = await upload(test.app, { kind: 'photo', fileName: 'me.png', data: png });
    expect(clean.response.statusCode).toBe(201);
  });

  it('accepts nothing while the scanner cannot be reached', async () => {
    const unreachable = await createTestApp({ CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: '1' });
    try {
      const { response } = await upload(unreachable.app, { kind: 'passportScan', fileName: 's.pdf', data: testPdf });
      expect(response.statusCode).toBe(503);
      expect(await unreachable.db().select().from(documents)).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });
});
