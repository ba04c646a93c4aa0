import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maxUploadBytes } from '../../../core/limits';
import { pdfPagePicture } from './pdf-page';

const pdfWith = async (picture: Uint8Array) => {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(picture);
  pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return new Blob([(await pdf.save()) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
};

describe('a PDF passport scan read on the device', () => {
  it("gives its page's JPEG to the reader", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 420, channels: 3, background: '#ddd' } })
      .jpeg()
      .toBuffer();
    const picture = await pdfPagePicture(await pdfWith(jpeg));
    expect(picture?.type).toBe('image/jpeg');
    expect(Buffer.from(await (picture as Blob).arrayBuffer())).toEqual(jpeg);
  });

  it('decodes no picture claiming more pixels than the server takes, and reads no file larger than an upload', async () => {
    const claim = Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0xea, 0x60, 0xea, 0x60, 3, 0, 0, 0, 0xff, 0xd9]);
    const bomb = new Blob([`%PDF-1.4\n1 0 obj<</Length ${claim.length}>>stream\n`, claim, '\nendstream endobj'], {
      type: 'application/pdf',
    });
    expect(await pdfPagePicture(bomb)).toBeNull();
    expect(
      await pdfPagePicture(new Blob([new Uint8Array(maxUploadBytes + 1)], { type: 'application/pdf' })),
    ).toBeNull();
  });
});
