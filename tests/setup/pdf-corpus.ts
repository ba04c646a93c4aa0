import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';

/**
 * PDFs for the upload check (decision 031), made at test time, never committed: bombs, active
 * content hidden every way a viewer still finds it, and ordinary files as phones and scanners make
 * them, which must pass.
 */

/** One object's dictionary entries (without << >>) and, for a stream, its (already encoded) data. */
export interface RawObject {
  entries: string;
  stream?: Buffer;
}

/** Bytes as PNG rows with the 'Up' filter, as /Predictor 12 with /Columns `columns` reads them. */
export function pngUp(data: Buffer, columns: number) {
  const rows = Math.ceil(data.length / columns);
  const padded = Buffer.concat([data, Buffer.alloc(rows * columns - data.length)]);
  const out = Buffer.alloc(rows * (columns + 1));
  for (let row = 0; row < rows; row += 1) {
    out[row * (columns + 1)] = 2;
    for (let i = 0; i < columns; i += 1) {
      const above = row > 0 ? padded[(row - 1) * columns + i]! : 0;
      out[row * (columns + 1) + 1 + i] = (padded[row * columns + i]! - above) & 255;
    }
  }
  return out;
}

/**
 * A PDF of top-level objects numbered from 1, with a cross-reference table (offsets right), or
 * with `compressed`: those objects also go in an object stream (Flate, with a PNG predictor when
 * `predictor`) found through a cross-reference stream, as Acrobat and scanner software write them.
 */
export function rawPdf(
  objects: RawObject[],
  compressed: string[] = [],
  options: { predictor?: boolean; trailer?: string } = {},
) {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const write = (object: RawObject, num: number) => {
    offsets.push(length);
    const stream = object.stream ? `/Length ${object.stream.length}` : '';
    const head = Buffer.from(`${num} 0 obj\n<<${object.entries}${stream}>>\n`, 'latin1');
    const body = object.stream
      ? Buffer.concat([Buffer.from('stream\n'), object.stream, Buffer.from('\nendstream\n')])
      : Buffer.alloc(0);
    const tail = Buffer.from('endobj\n');
    parts.push(head, body, tail);
    length += head.length + body.length + tail.length;
  };
  for (const [i, object] of objects.entries()) write(object, i + 1);
  const trailer = options.trailer ?? '/Root 1 0 R';
  if (compressed.length === 0) {
    const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    const size = offsets.length + 1;
    const tail = `xref\n0 ${size}\n0000000000 65535 f \n${rows}trailer\n<<${trailer}/Size ${size}>>\nstartxref\n${length}\n%%EOF\n`;
    parts.push(Buffer.from(tail));
    return Buffer.concat(parts);
  }
  // Compressed objects are numbered after the top-level ones, then the object stream, then the xref stream.
  const first = objects.length + 1;
  const bodies = compressed.map((body) => `${body}\n`);
  const starts = bodies.map((_, i) => bodies.slice(0, i).join('').length);
  const header = `${compressed.map((_, i) => `${first + i} ${starts[i]}`).join(' ')}\n`;
  const content = Buffer.from(header + bodies.join(''), 'latin1');
  const parms = options.predictor ? '/DecodeParms<</Predictor 12/Columns 16>>' : '';
  const streamNumber = first + compressed.length;
  write(
    {
      entries: `/Type/ObjStm/N ${compressed.length}/First ${header.length}/Filter/FlateDecode${parms}`,
      stream: deflateSync(options.predictor ? pngUp(content, 16) : content),
    },
    streamNumber,
  );
  const entry = (type: number, field2: number, field3: number) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(field2, 1);
    row.writeUInt16BE(field3, 5);
    return row;
  };
  const rows = [
    entry(0, 0, 65535),
    ...offsets.slice(0, objects.length).map((offset) => entry(1, offset, 0)),
    ...compressed.map((_, i) => entry(2, streamNumber, i)),
    entry(1, offsets.at(-1)!, 0),
    entry(1, length, 0),
  ];
  write(
    {
      entries: `/Type/XRef/Size ${rows.length}/W[1 4 2]${trailer}/Filter/FlateDecode/DecodeParms<</Predictor 12/Columns 7>>`,
      stream: deflateSync(pngUp(Buffer.concat(rows), 7)),
    },
    streamNumber + 1,
  );
  parts.push(Buffer.from(`startxref\n${offsets.at(-1)}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A one-page document whose catalog, pages and page are in an object stream; `extra` adds to the catalog. */
export function compressedPdf(
  catalogExtra = '',
  more: string[] = [],
  options: { predictor?: boolean; pageExtra?: string } = { predictor: true },
) {
  const content = { entries: '/Filter/FlateDecode', stream: deflateSync('0 0 m 150 150 l S') };
  // Object 1 is the content stream; 3, 4, 5 (catalog, pages, page) then `more` go compressed.
  return rawPdf(
    [content],
    [
      `<</Type/Catalog/Pages 3 0 R${catalogExtra}>>`,
      '<</Type/Pages/Kids[4 0 R]/Count 1>>',
      `<</Type/Page/Parent 3 0 R/MediaBox[0 0 200 200]/Contents 1 0 R${options.pageExtra ?? ''}>>`,
      ...more,
    ],
    { ...options, trailer: '/Root 2 0 R' },
  );
}

/** A page whose content stream inflates to `inflatedBytes` of zeros (deflate's best ratio, about 1000:1). */
export async function pdfBomb(inflatedBytes: number) {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const piece = Buffer.alloc(1 << 20);
  for (let written = 0; written < inflatedBytes; written += piece.length)
    if (!deflate.write(piece.subarray(0, Math.min(piece.length, inflatedBytes - written))))
      await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return rawPdf([
    { entries: '/Type/Catalog/Pages 2 0 R' },
    { entries: '/Type/Pages/Kids[3 0 R]/Count 1' },
    { entries: '/Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R' },
    { entries: '/Filter/FlateDecode', stream: Buffer.concat(chunks) },
  ]);
}

export const javascriptAction = '/OpenAction<</S/JavaScript/JS(app.alert\\(1\\))>>';
export const launchAction = '/OpenAction<</S/Launch/F(calc.exe)>>';
/** With compressedPdf: the attachment's file specification and file are objects 5 and 6. */
export const attachment = '/Names<</EmbeddedFiles<</Names[(evil.exe) 5 0 R]>>>>';
export const attachmentObjects = ['<</Type/Filespec/F(evil.exe)/EF<</F 6 0 R>>>>', '<</Type/EmbeddedFile/Length 2>>'];

/** A PDF with pdf-lib's own object streams, changed by `change`. */
export async function pdfLibPdf(change: (pdf: PDFDocument) => void | Promise<void> = () => {}) {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Passport', { x: 20, y: 100 });
  await change(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

export const jsInPdfLib = (pdf: PDFDocument) => {
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
};

/** As a phone scanner app writes it: each page one JPEG, in pdf-lib's object streams. */
export async function phoneScan(pages = 3) {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) {
    const photo = await sharp({
      create: { width: 620, height: 880, channels: 3, background: { r: 240 - i * 20, g: 238, b: 230 } },
    })
      .jpeg()
      .toBuffer();
    const image = await pdf.embedJpg(photo);
    pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  pdf.setProducer('Scanner app');
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

/** As a desk scanner writes it: a Flate greyscale image with a PNG predictor, a predictor-coded object stream and xref stream. */
export function scannerPdf() {
  const width = 200;
  const pixels = Buffer.alloc(width * 280, 235);
  const image = {
    entries: `/Type/XObject/Subtype/Image/Width ${width}/Height 280/ColorSpace/DeviceGray/BitsPerComponent 8/Filter/FlateDecode/DecodeParms<</Predictor 15/Columns ${width}>>`,
    stream: deflateSync(pngUp(pixels, width)),
  };
  const content = { entries: '/Filter/FlateDecode', stream: deflateSync('q 595 0 0 842 0 0 cm /Im0 Do Q') };
  return rawPdf(
    [image, content],
    [
      '<</Type/Catalog/Pages 4 0 R>>',
      '<</Type/Pages/Kids[5 0 R]/Count 1>>',
      '<</Type/Page/Parent 4 0 R/MediaBox[0 0 595 842]/Resources<</XObject<</Im0 1 0 R>>>>/Contents 2 0 R>>',
      '<</Producer(Scanner)/CreationDate(D:20260101120000Z)>>',
    ],
    { predictor: true, trailer: '/Root 3 0 R/Info 6 0 R' },
  );
}

/**
 * The attack of issue 30: a plain catalog with nothing active in it (so pdf-lib finds the
 * document) pointing at objects in a predictor-coded object stream pdf-lib cannot decode: a
 * document-level script, an outline item that launches a program, an attachment.
 */
export const hiddenBehindPlainCatalog = {
  script: () =>
    behindPlainCatalog('/Names 3 0 R', [
      '<</JavaScript<</Names[(x) 4 0 R]>>>>',
      '<</S/JavaScript/JS(app.alert\\(1\\))>>',
    ]),
  launch: () =>
    behindPlainCatalog('/Outlines 3 0 R', [
      '<</First 4 0 R/Last 4 0 R/Count 1>>',
      '<</Title(Open)/Parent 3 0 R/A<</S/Launch/F(calc.exe)>>>>',
    ]),
  attachment: () =>
    behindPlainCatalog('/Names 3 0 R', [
      '<</EmbeddedFiles<</Names[(evil.exe) 4 0 R]>>>>',
      '<</Type/Filespec/F(evil.exe)/EF<</F 5 0 R>>>>',
      '<</Type/EmbeddedFile/Subtype/application#2Foctet-stream>>',
    ]),
};

function behindPlainCatalog(catalogExtra: string, compressed: string[]) {
  return rawPdf(
    [{ entries: `/Type/Catalog/Pages 2 0 R${catalogExtra}` }, { entries: '/Type/Pages/Kids[]/Count 0' }],
    compressed,
    { predictor: true, trailer: '/Root 1 0 R' },
  );
}
