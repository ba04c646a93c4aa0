import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachment,
  attachmentObjects,
  compressedPdf,
  hiddenBehindPlainCatalog,
  javascriptAction,
  launchAction,
  pdfBomb,
  phoneScan,
  scannerPdf,
} from '../../../../tests/setup/pdf-corpus';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { upload } from '../../../../tests/setup/uploads';
import { pdfCheckLimits, pdfSafety } from './pdf-safety';
import { imageDecodes } from './upload-checks';

describe('the PDF check in its worker', () => {
  it('answers the reader’s verdict, and too complex when the time limit passes', async () => {
    expect(await pdfSafety(scannerPdf())).toBe('plain');
    expect(await pdfSafety(compressedPdf(javascriptAction))).toBe('active');
    expect(await pdfSafety(await pdfBomb(64 * 1024 * 1024))).toBe('tooComplex');
    const bomb = await pdfBomb(32 * 1024 * 1024);
    expect(await pdfSafety(bomb, { ...pdfCheckLimits, budgetBytes: 1024 ** 3 })).toBe('plain');
    expect(await pdfSafety(bomb, { ...pdfCheckLimits, budgetBytes: 1024 ** 3, timeMs: 5 })).toBe('tooComplex');
  });
});

describe('uploading PDFs', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ LOG_LEVEL: 'error' });
  });
  afterAll(() => test.close());

  /** Uploads while asking /api/health every 100 ms; answers the upload and the slowest health answer. */
  async function uploadWatchingHealth(data: Buffer) {
    const waits: number[] = [];
    let uploading = true;
    const watching = (async () => {
      while (uploading) {
        const started = performance.now();
        const health = await test.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        waits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const { response } = await upload(test.app, { kind: 'passportScan', fileName: 'scan.pdf', data });
    uploading = false;
    await watching;
    return { response, slowestHealthMs: Math.max(...waits) };
  }

  it('refuses bombs (128 MiB from 128 KB, 1 GiB from 1 MiB) while /api/health answers within a second', async () => {
    for (const size of [128 * 1024 * 1024, 1024 * 1024 * 1024]) {
      const bomb = await pdfBomb(size);
      const started = performance.now();
      const { response, slowestHealthMs } = await uploadWatchingHealth(bomb);
      console.info(
        `bomb of ${size / 1024 ** 2} MiB in ${Math.round(bomb.length / 1024)} KB: refused in ${Math.round(performance.now() - started)} ms, slowest health ${Math.round(slowestHealthMs)} ms`,
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 'PDF_TOO_COMPLEX',
        message: 'This PDF is too complex for us to check. Please upload a photo or a plain scan.',
      });
      expect(slowestHealthMs).toBeLessThan(1000);
    }
  });

  it.each([
    ['a script', hiddenBehindPlainCatalog.script],
    ['an attachment', hiddenBehindPlainCatalog.attachment],
    ['a Launch action', hiddenBehindPlainCatalog.launch],
    ['a script under a compressed catalog', () => compressedPdf(javascriptAction, [], { predictor: true })],
    ['an attachment under a compressed catalog', () => compressedPdf(attachment, attachmentObjects)],
    ['a Launch under a compressed catalog', () => compressedPdf(launchAction, [], { predictor: true })],
  ])('refuses %s hidden in a predictor-coded object stream (pdf-lib could not decode it)', async (_name, make) => {
    const { response } = await upload(test.app, { kind: 'passportScan', fileName: 'scan.pdf', data: make() });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('PDF_ACTIVE_CONTENT');
  });

  it('refuses a PDF it cannot read with its own words, and stores the ordinary ones, two checks at a time', async () => {
    const before = (await test.db().query.documents.findMany()).length;
    const unreadable = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n2 0 obj<</Length 3/Filter/LZWDecode>>stream\nabc\nendstream\nendobj\n',
    );
    const refused = await upload(test.app, { kind: 'additionalDocument', fileName: 'a.pdf', data: unreadable });
    expect(refused.response.statusCode).toBe(415);
    expect(refused.response.json()).toEqual({
      code: 'PDF_UNREADABLE',
      message:
        'We could not read every part of this PDF, so we cannot accept it. Please upload a photo or a plain scan.',
    });
    const files = [await phoneScan(3), scannerPdf(), compressedPdf(), await phoneScan(1)];
    const answers = await Promise.all(
      files.map((data) => upload(test.app, { kind: 'additionalDocument', fileName: 'scan.pdf', data })),
    );
    for (const { response } of answers) expect(response.statusCode).toBe(201);
    expect(imageDecodes.peak).toBe(2);
    expect((await test.db().query.documents.findMany()).length).toBe(before + files.length);
  });
});
