import { deflateSync } from 'node:zlib';
import { PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  attachment,
  attachmentObjects,
  compressedPdf,
  hiddenBehindPlainCatalog,
  javascriptAction,
  jsInPdfLib,
  launchAction,
  pdfBomb,
  pdfLibPdf,
  phoneScan,
  pngUp,
  rawPdf,
  scannerPdf,
} from '../../../../tests/setup/pdf-corpus';
import { testPdf } from '../../../../tests/setup/uploads';
import { readPdf } from './pdf-reader';

const catalog = (extra = '') => ({ entries: `/Type/Catalog/Pages 2 0 R${extra}` });
const pages = { entries: '/Type/Pages/Kids[]/Count 0' };
/** Writes every name of `text` with its first letter #-escaped (/S is /#53), as viewers still read it. */
const escaped = (text: string) =>
  text.replace(/\/([A-Za-z])/g, (_, letter: string) => `/#${letter.charCodeAt(0).toString(16)}`);

const hidden: [string, string, string[]][] = [
  ['JavaScript run on open', javascriptAction, []],
  ['a Launch action', launchAction, []],
  ['an embedded file', attachment, attachmentObjects],
  ['an additional action', '/AA<</WC<</S/JavaScript/JS(x)>>>>', []],
  ['an OpenAction to a web page', '/OpenAction<</S/URI/URI(https://example.com)>>', []],
];

describe('the PDF reader (decision 031)', () => {
  it('passes ordinary files: a phone scanner app’s JPEG pages, a desk scanner’s predictor-coded streams', async () => {
    expect(readPdf(testPdf)).toBe('plain');
    expect(readPdf(await pdfLibPdf())).toBe('plain');
    expect(readPdf(await phoneScan(4))).toBe('plain');
    expect(readPdf(scannerPdf())).toBe('plain');
    expect(readPdf(compressedPdf())).toBe('plain');
    expect(readPdf(compressedPdf('', [], { predictor: false }))).toBe('plain');
  });

  describe.each(hidden)('refuses %s', (_name, extra, objects) => {
    it('written plainly', () => {
      const plain = rawPdf([catalog(extra), pages, ...objects.map((entries) => ({ entries: entries.slice(2, -2) }))]);
      expect(readPdf(plain)).toBe('active');
    });
    it('in an object stream, with and without a PNG predictor', () => {
      expect(readPdf(compressedPdf(extra, objects, { predictor: false }))).toBe('active');
      const predicted = compressedPdf(extra, objects, { predictor: true });
      expect(predicted.includes(extra.slice(0, 8))).toBe(false);
      expect(readPdf(predicted)).toBe('active');
    });
    it('with #-escaped names, plainly and in a predictor-coded object stream', () => {
      expect(readPdf(rawPdf([catalog(escaped(extra)), pages]))).toBe('active');
      expect(readPdf(compressedPdf(escaped(extra), objects.map(escaped)))).toBe('active');
    });
  });

  it.each(
    Object.entries(hiddenBehindPlainCatalog),
  )('refuses the %s of issue 30, behind a plain catalog in a predictor-coded object stream', (_name, make) => {
    const file = make();
    expect(file.includes('JavaScript') || file.includes('Launch') || file.includes('EmbeddedFile')).toBe(false);
    expect(readPdf(file)).toBe('active');
  });

  it('refuses what pdf-lib writes with a script, an attachment, a link or an XFA form', async () => {
    expect(readPdf(await pdfLibPdf(jsInPdfLib))).toBe('active');
    expect(readPdf(await pdfLibPdf((pdf) => pdf.attach(Buffer.from('MZ'), 'setup.exe')))).toBe('active');
    const link = await pdfLibPdf((pdf) => {
      const annotation = pdf.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 50, 50],
        A: { S: 'URI', URI: PDFString.of('https://example.com') },
      });
      pdf.getPage(0).node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(annotation)]));
    });
    expect(readPdf(link)).toBe('active');
    const xfa = await pdfLibPdf((pdf) => {
      pdf.catalog.set(PDFName.of('AcroForm'), pdf.context.obj({ Fields: [], XFA: PDFString.of('<xdp/>') }));
    });
    expect(readPdf(xfa)).toBe('active');
  });

  it('refuses an encrypted file, by its trailer or its cross-reference stream, or a Crypt filter', () => {
    const encrypt = '/Encrypt<</Filter/Standard/V 1/R 2/O(a)/U(a)/P -4>>/ID[<01><01>]';
    expect(readPdf(rawPdf([catalog(), pages], [], { trailer: `/Root 1 0 R${encrypt}` }))).toBe('active');
    const inXref = rawPdf(
      [{ entries: '/Filter/FlateDecode', stream: deflateSync('x') }],
      ['<</Type/Catalog/Pages 3 0 R>>', '<</Type/Pages/Kids[]/Count 0>>'],
      {
        trailer: `/Root 2 0 R${encrypt}`,
      },
    );
    expect(readPdf(inXref)).toBe('active');
    expect(readPdf(rawPdf([catalog(), pages, { entries: '/Filter/Crypt', stream: Buffer.from('x') }]))).toBe('active');
  });

  it('refuses what it cannot read, rather than calling it nothing', () => {
    const withStream = (entries: string, stream: Buffer) => rawPdf([catalog(), pages, { entries, stream }]);
    expect(readPdf(withStream('/Filter/LZWDecode', Buffer.from('x')))).toBe('unreadable');
    expect(readPdf(withStream('/Filter/FlateDecode', Buffer.from('not deflate at all')))).toBe('unreadable');
    expect(readPdf(withStream('/Filter/DCTDecode', Buffer.from('a JPEG filter on no image')))).toBe('unreadable');
    const badRow = deflateSync(Buffer.from([7, 1, 2, 3]));
    expect(readPdf(withStream('/Filter/FlateDecode/DecodeParms<</Predictor 12/Columns 3>>', badRow))).toBe(
      'unreadable',
    );
    expect(
      readPdf(
        withStream(
          '/Filter/FlateDecode/DecodeParms<</Predictor 12/Columns 3>>',
          deflateSync(pngUp(Buffer.from('abc'), 3)),
        ),
      ),
    ).toBe('plain');
    // An object a viewer would find at its offset, hidden in an unfiltered stream's data.
    expect(readPdf(withStream('', Buffer.from('9 0 obj <</OpenAction<</S/JavaScript/JS(x)>>>> endobj')))).toBe(
      'unreadable',
    );
    expect(readPdf(Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ngarbage here\n%%EOF'))).toBe('unreadable');
    expect(readPdf(Buffer.from('%PDF-1.4\nnothing else here'))).toBe('unreadable');
    // A key given twice: a viewer taking the first would launch, a map keeping the last sees GoTo.
    const twice = rawPdf([catalog('/Widget<</Subtype/Widget/A<</S/Launch/S/GoTo/F(calc.exe)>>>>'), pages]);
    expect(readPdf(twice)).toBe('unreadable');
    expect(readPdf(Buffer.from('%PDF-1.4\n1 0 obj<</Type/Pages>>endobj\ntrailer<</Root 7 0 R>>\n'))).toBe('unreadable');
    expect(readPdf(Buffer.from(`%PDF-1.4\n1 0 obj${'['.repeat(10_000)}${']'.repeat(10_000)}endobj\n`))).toBe(
      'unreadable',
    );
    // An object stream whose header points into the middle of a string.
    const objects = Buffer.from('1 0 2 14\n<</Type/Catalog/Pages 2 0 R>>(<</Type/Pages>>)');
    const stream = { entries: `/Type/ObjStm/N 2/First 9/Filter/FlateDecode`, stream: deflateSync(objects) };
    expect(readPdf(rawPdf([stream], [], { trailer: '/Root 1 0 R' }))).toBe('unreadable');
    // An object stream calling itself an image is still read as one, its predictor undone.
    const content = Buffer.from(`1 0\n<</Type/Catalog/Pages 2 0 R${javascriptAction}>>`);
    const disguised = `/Type/ObjStm/Subtype/Image/Width 1/Height 1/N 1/First 4/Filter/FlateDecode/DecodeParms<</Predictor 12/Columns 8>>`;
    const image = rawPdf([{ entries: disguised, stream: deflateSync(pngUp(content, 8)) }, pages], [], {
      trailer: '/Root 1 0 R',
    });
    expect(readPdf(image)).toBe('active');
  });

  it('stops a bomb at the budget: 128 MiB from a 128 KB file, quickly', async () => {
    const bomb = await pdfBomb(128 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    expect(readPdf(bomb)).toBe('tooComplex');
    expect(performance.now() - started).toBeLessThan(3000);
    // The same page inflating to 1 MiB is a plain page.
    expect(readPdf(await pdfBomb(1024 * 1024))).toBe('plain');
  });
});
