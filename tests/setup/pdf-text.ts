import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/** The text a PDF draws, line by line, read back from its content streams. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  return pageText(await PDFDocument.load(bytes));
}

const streamText = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** A font's ToUnicode CMap as glyph code (hex) → text; pdf-lib writes `bfchar` and `bfrange` entries. */
function toUnicode(stream: PDFRawStream): Map<string, string> {
  const map = new Map<string, string>();
  const text = streamText(stream);
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((code as string).toUpperCase(), utf16(target as string));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = Number.parseInt(from as string, 16);
      const base = Number.parseInt(target as string, 16);
      for (let code = start; code <= Number.parseInt(to as string, 16); code++) {
        const key = code
          .toString(16)
          .toUpperCase()
          .padStart((from as string).length, '0');
        map.set(key, String.fromCharCode(base + code - start));
      }
    }
  }
  return map;
}

/**
 * The text drawn on the pages: pdf-lib writes it as hex strings of glyph codes, two bytes each for
 * an embedded font, mapped back to characters by the font's ToUnicode CMap (a standard font's
 * one-byte codes are read as Latin-1). A character the font lacks (.notdef) reads as '\uFFFD'.
 */
export function pageText(pdf: PDFDocument): string {
  let text = '';
  for (const page of pdf.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<string, string> | null>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = pdf.context.lookup(ref as PDFRef, PDFDict);
      const unicode = font.get(PDFName.of('ToUnicode'));
      maps.set(name.asString(), unicode ? toUnicode(pdf.context.lookup(unicode as PDFRef) as PDFRawStream) : null);
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFRawStream ? [contents] : [];
    if (contents instanceof PDFArray) {
      for (const item of contents.asArray()) {
        const stream = pdf.context.lookup(item);
        if (stream instanceof PDFRawStream) streams.push(stream);
      }
    }
    let current: Map<string, string> | null = null;
    let lastY: string | undefined;
    for (const stream of streams) {
      for (const match of streamText(stream).matchAll(
        /(\/\S+)\s+[\d.]+\s+Tf|[\d.-]+\s+([\d.-]+)\s+T[dm]\b|<([0-9A-Fa-f]*)>\s*Tj/g,
      )) {
        if (match[1]) current = maps.get(match[1]) ?? null;
        else if (match[2] !== undefined) {
          if (lastY !== undefined && match[2] !== lastY) text += '\n';
          lastY = match[2];
        } else {
          const hex = match[3] ?? '';
          if (!current) text += Buffer.from(hex, 'hex').toString('latin1');
          else
            for (let index = 0; index < hex.length; index += 4) {
              const code = hex.slice(index, index + 4).toUpperCase();
              // Glyph 0 is .notdef, the empty box of a character the font lacks; other glyphs
              // without text are parts of a shaped letter (the dots fontkit places on Arabic letters).
              text += current.get(code) ?? (code === '0000' ? '\uFFFD' : '');
            }
        }
      }
    }
    text += '\n';
  }
  return text;
}
