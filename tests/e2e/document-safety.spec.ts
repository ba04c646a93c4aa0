import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { expect, seriousAxeViolations, test } from './fixtures';
import { fillPersonal } from './helpers/wizard';

/** A PNG of a few KB that claims 30,000 × 30,000 pixels. */
function pixelFlood() {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(90_001 * 16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function pdfWithJavaScript() {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
  return Buffer.from(await pdf.save());
}

async function toDocumentsStep(page: Page, next: string) {
  await fillPersonal(page, `docs-${Date.now()}@example.com`);
  await page.getByRole('button', { name: next }).click();
}

test.describe('refused uploads', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`say why in the reader's language (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/apply?lng=fr');
      await toDocumentsStep(page, 'Étape suivante');
      await page
        .locator('#doc-0-passportScan')
        .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await pdfWithJavaScript() });
      await expect(page.getByTestId('doc-0-passportScan')).toHaveAttribute('data-status', 'invalid');
      // The refusal's own words, by its code (errors.json), wherever a traveller uploads.
      await expect(page.getByTestId('doc-0-passportScan')).toContainText(
        'Ce PDF contient du contenu actif ou est protégé. Téléversez un simple scan ou une photo.',
      );
      await page
        .locator('#doc-0-photo')
        .setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: pixelFlood() });
      await expect(page.getByTestId('doc-0-photo')).toContainText(
        'Cette image compte trop de pixels. Téléversez une photo de 40 mégapixels au maximum.',
      );
      await page.screenshot({ path: `/tmp/docs-refused-${viewport.width}.png`, fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
