import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

/** The text a PDF draws, line by line, read back from its content streams (the receipt's hex strings). */
export async function pdfText(bytes: Buffer): Promise<string> {
  return pageText(await PDFDocument.load(bytes));
}

/** The text drawn on the pages: pdf-lib writes it as hex strings in compressed content streams. */
export function pageText(pdf: PDFDocument): string {
  let text = '';
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      text += `${Buffer.from(match[1] ?? '', 'hex').toString('latin1')}\n`;
    }
  }
  return text;
}
