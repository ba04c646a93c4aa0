import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { embeddedJpegs, jpegSize, pagePicture } from './pdf-page-picture';

const jpeg = (width: number, height: number, grey = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: grey, g: grey, b: grey } } })
    .jpeg()
    .toBuffer();

/** As a phone scanner app writes it: each page one JPEG, in pdf-lib's object streams. */
async function scan(pictures: Buffer[]) {
  const pdf = await PDFDocument.create();
  for (const picture of pictures) {
    const image = await pdf.embedJpg(picture);
    pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return new Uint8Array(await pdf.save({ useObjectStreams: true }));
}

describe("a scanned PDF's page picture", () => {
  it('is the JPEG of the first page, byte for byte', async () => {
    const first = await jpeg(620, 880, 230);
    const pdf = await scan([first, await jpeg(620, 880, 120)]);
    expect(embeddedJpegs(pdf)).toHaveLength(2);
    expect(Buffer.from(pagePicture(pdf) ?? [])).toEqual(first);
  });

  it('skips a thumbnail before the page', async () => {
    const page = await jpeg(1200, 1700);
    const pdf = await scan([await jpeg(40, 56), page]);
    expect(Buffer.from(pagePicture(pdf) ?? [])).toEqual(page);
  });

  it('is none when the PDF carries no JPEG', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]).drawText('Passport', { x: 20, y: 100 });
    expect(pagePicture(new Uint8Array(await pdf.save()))).toBeNull();
    expect(pagePicture(new TextEncoder().encode('%PDF-1.4\nstream\nendstream'))).toBeNull();
  });

  it("gives the JPEG's size from its header, without decoding it", async () => {
    expect(jpegSize(await jpeg(1680, 1183))).toEqual({ width: 1680, height: 1183 });
    // A header claiming 60,000 × 60,000 pixels in a few bytes: read, so the device refuses to decode it.
    const claim = Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0xea, 0x60, 0xea, 0x60, 3, 0, 0, 0, 0xff, 0xd9]);
    expect(jpegSize(claim)).toEqual({ width: 60_000, height: 60_000 });
    expect(jpegSize(Uint8Array.from([0xff, 0xd8, 0x00, 0x01]))).toBeNull();
  });
});
