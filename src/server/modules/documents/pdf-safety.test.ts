import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { testPdf, upload } from '../../../../tests/setup/uploads';
import { pdfSafety } from './pdf-safety';

/** A one-page PDF written by pdf-lib (objects in compressed object streams), changed by `change`. */
async function pdfWith(change: (pdf: PDFDocument) => void | Promise<void> = () => {}) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([200, 200]);
  page.drawText('Passport', { x: 20, y: 100 });
  await change(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

const javascriptAction = (pdf: PDFDocument) =>
  pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });

const encryptedPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    '3 0 obj<</Filter/Standard/V 1/R 2/O(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa)/U(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa)/P -4>>endobj\n' +
    'trailer<</Root 1 0 R/Encrypt 3 0 R/ID[<01><01>]>>\n%%EOF\n',
);

describe('PDF active content', () => {
  it('accepts a plain PDF', async () => {
    expect(await pdfSafety(await pdfWith())).toBe('plain');
    expect(await pdfSafety(testPdf)).toBe('plain');
  });

  it.each([
    [
      'JavaScript run on open (inside a compressed object stream)',
      (pdf: PDFDocument) => {
        pdf.catalog.set(PDFName.of('OpenAction'), javascriptAction(pdf));
      },
    ],
    [
      'a document-level JavaScript name tree',
      (pdf: PDFDocument) => {
        const names = pdf.context.obj({ Names: [PDFString.of('x'), pdf.context.register(javascriptAction(pdf))] });
        pdf.catalog.set(PDFName.of('Names'), pdf.context.obj({ JavaScript: names }));
      },
    ],
    [
      'an additional action on the page',
      (pdf: PDFDocument) => {
        pdf.getPage(0).node.set(PDFName.of('AA'), pdf.context.obj({ O: javascriptAction(pdf) }));
      },
    ],
    [
      'a launch action in a link',
      (pdf: PDFDocument) => {
        const link = pdf.context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [0, 0, 50, 50],
          A: { S: 'Launch', F: PDFString.of('calc.exe') },
        });
        pdf.getPage(0).node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(link)]));
      },
    ],
    [
      'an embedded file',
      async (pdf: PDFDocument) => {
        await pdf.attach(Buffer.from('MZ not really a program'), 'setup.exe', { mimeType: 'application/octet-stream' });
      },
    ],
    [
      'an XFA form',
      (pdf: PDFDocument) => {
        pdf.catalog.set(PDFName.of('AcroForm'), pdf.context.obj({ Fields: [], XFA: PDFString.of('<xdp/>') }));
      },
    ],
  ])('refuses %s', async (_name, change) => {
    const data = await pdfWith(change);
    expect(await pdfSafety(data)).toBe('active');
  });

  it('finds an action that only the parser can see, in a compressed object stream', async () => {
    const data = await pdfWith((pdf) => {
      pdf.catalog.set(PDFName.of('OpenAction'), javascriptAction(pdf));
    });
    expect(data.includes('/OpenAction')).toBe(false);
    expect(data.includes('/ObjStm')).toBe(true);
    expect(await pdfSafety(data)).toBe('active');
  });

  it('refuses an encrypted PDF and a name hidden with #-escapes', async () => {
    expect(await pdfSafety(encryptedPdf)).toBe('active');
    const hidden = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/Open#41ction<</S/J#61vaScript/J#53(app.alert(1))>>>>endobj\n' +
        '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    expect(await pdfSafety(hidden)).toBe('active');
  });

  it('calls bytes no parser can read broken', async () => {
    expect(await pdfSafety(Buffer.from('%PDF-1.4\nnothing else here'))).toBe('broken');
  });
});

describe('uploading a PDF with active content', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('is refused quickly with a message saying what to upload instead, and nothing is stored', async () => {
    const data = await pdfWith((pdf) => {
      pdf.catalog.set(PDFName.of('OpenAction'), javascriptAction(pdf));
    });
    const started = Date.now();
    const { response } = await upload(test.app, { kind: 'passportScan', fileName: 'scan.pdf', data });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'PDF_ACTIVE_CONTENT',
      message: 'This PDF contains active content or is protected. Please upload a plain scan or photo.',
    });
    const encrypted = await upload(test.app, { kind: 'additionalDocument', fileName: 'a.pdf', data: encryptedPdf });
    expect(encrypted.response.json().code).toBe('PDF_ACTIVE_CONTENT');
    const plain = await upload(test.app, { kind: 'passportScan', fileName: 'scan.pdf', data: await pdfWith() });
    expect(plain.response.statusCode).toBe(201);
    const rows = await test.db().query.documents.findMany();
    expect(rows).toHaveLength(1);
  });
});
