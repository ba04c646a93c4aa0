import type { Font, Glyph, Subset } from '@pdf-lib/fontkit';
import {
  type PDFDocument,
  PDFHexString,
  type PDFOperator,
  type PDFRef,
  PDFString,
  setTextMatrix,
  setTextRenderingMode,
  setTextRise,
  showText,
  TextRenderingMode,
} from 'pdf-lib';

/** A glyph of a shaped run: its code in our font and where it sits, in thousandths of an em from the run's start. */
export interface PlacedGlyph {
  code: number;
  x: number;
  y: number;
  /** For a mark drawn over its letter: the code of its character, written unseen on the baseline at x. */
  unseen?: { code: number; x: number };
}

export interface ShapedRun {
  glyphs: PlacedGlyph[];
  /** The run's advance, in thousandths of an em. */
  width: number;
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

/**
 * One font of a PDF, drawn from fontkit's shaping and embedded as a subset with a text layer that
 * copies out as the characters that were written.
 *
 * pdf-lib's own embedding gives the subset one code per glyph, named in the ToUnicode map by the
 * characters of whichever letter first produced that glyph. Noto Sans Arabic draws a dotted
 * letter's joined forms as a shared dotless body and separate dots, so ت, ي, ن and ب share one
 * body and every one after the first copied out as the first (تاريخ read تارتخ). pdf-lib also
 * draws each glyph at its advance and drops the positions fontkit gives marks, so the dots of a
 * final ي landed beside the letter. Here each pair of glyph and text gets its own code (several
 * codes may point to one glyph through the CIDToGIDMap), the ToUnicode map gives each code its
 * text, and every glyph is drawn where fontkit placed it.
 */
export class ShapedFont {
  readonly ref: PDFRef;
  private readonly subset: Subset;
  private readonly codes = new Map<string, number>();
  /** Per code: the glyph's id in the subset, its advance in thousandths of an em and its text. */
  private readonly entries: { subsetId: number; width: number; text: string }[] = [{ subsetId: 0, width: 0, text: '' }];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: Font,
  ) {
    this.ref = pdf.context.nextRef();
    this.subset = font.createSubset();
    (this.entries[0] as { width: number }).width = this.scaled(font.getGlyph(0).advanceWidth);
  }

  private scaled(units: number) {
    return (units * 1000) / this.font.unitsPerEm;
  }

  /** The code that draws a glyph as the given text; glyph 0 (a character the font lacks) stays code 0. */
  private codeFor(glyph: Glyph, text: string): number {
    if (glyph.id === 0) return 0;
    const key = `${glyph.id}:${text}`;
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.entries.length;
      this.entries.push({
        subsetId: this.subset.includeGlyph(glyph.id),
        width: this.scaled(glyph.advanceWidth),
        text,
      });
      this.codes.set(key, code);
    }
    return code;
  }

  /**
   * Shapes a run in the order fontkit lays it out (an Arabic run right to left). `textOf` turns
   * the characters a glyph was shaped from into the text it stands for (a mirrored bracket stands
   * for the bracket that was written).
   */
  shape(text: string, textOf: (shaped: string) => string = (shaped) => shaped): ShapedRun {
    const run = this.font.layout(text);
    let pen = 0;
    const glyphs = run.glyphs.map((glyph, index): PlacedGlyph => {
      const position = run.positions[index] ?? { xAdvance: glyph.advanceWidth, xOffset: 0, yOffset: 0 };
      const written = textOf(String.fromCodePoint(...glyph.codePoints));
      const start = pen;
      pen += position.xAdvance;
      const placed = { x: this.scaled(start + position.xOffset), y: this.scaled(position.yOffset) };
      const mark = position.xAdvance === 0 || position.yOffset !== 0;
      if (!mark || !written) return { code: this.codeFor(glyph, written), ...placed };
      // A text reader reads glyphs in the order they are shown and along the baseline, so a mark
      // shown over its letter (a shadda) would go on a line of its own or out of order: it is
      // drawn where it sits, standing for nothing, and its character is written unseen on the
      // baseline where the pen stands.
      return {
        code: this.codeFor(glyph, ''),
        ...placed,
        unseen: { code: this.codeFor(glyph, written), x: this.scaled(start) },
      };
    });
    return { glyphs, width: this.scaled(pen) };
  }

  /**
   * The operators that show a shaped run at (x, y) in a text object whose font is this one at
   * `size`: glyphs that follow on at their advance share one string, any other glyph is moved to
   * its place, and a raised or lowered mark uses the text rise so the line keeps its baseline.
   */
  show(run: ShapedRun, x: number, y: number, size: number): PDFOperator[] {
    const operators: PDFOperator[] = [];
    let pending = '';
    let penX = Number.NaN;
    let rise = 0;
    const flush = () => {
      if (pending) operators.push(showText(PDFHexString.of(pending)));
      pending = '';
    };
    for (const glyph of run.glyphs) {
      const glyphX = x + (glyph.x * size) / 1000;
      if (glyph.unseen) {
        flush();
        operators.push(
          setTextRise(0),
          setTextRenderingMode(TextRenderingMode.Invisible),
          setTextMatrix(1, 0, 0, 1, x + (glyph.unseen.x * size) / 1000, y),
          showText(PDFHexString.of(hex4(glyph.unseen.code))),
          setTextRenderingMode(TextRenderingMode.Fill),
        );
        rise = 0;
        penX = Number.NaN;
      }
      const glyphRise = (glyph.y * size) / 1000;
      if (glyphRise !== rise) {
        flush();
        operators.push(setTextRise(glyphRise));
        rise = glyphRise;
      }
      if (!(Math.abs(glyphX - penX) < 0.001)) {
        flush();
        operators.push(setTextMatrix(1, 0, 0, 1, glyphX, y));
      }
      pending += hex4(glyph.code);
      penX = glyphX + (((this.entries[glyph.code] as { width: number }).width ?? 0) * size) / 1000;
    }
    flush();
    if (rise !== 0) operators.push(setTextRise(0));
    return operators;
  }

  /** What a code stands for: its text and its advance in thousandths of an em. */
  entry(code: number): { text: string; width: number } {
    const { text, width } = this.entries[code] ?? { text: '', width: 0 };
    return { text, width };
  }

  get used() {
    return this.entries.length > 1;
  }

  /** Writes the font's objects under its reserved reference; called once, after the last line is drawn. */
  async embed(): Promise<void> {
    const { context } = this.pdf;
    const fontFile = await new Promise<Uint8Array>((resolve) => {
      const parts: Uint8Array[] = [];
      this.subset
        .encodeStream()
        .on('data', (bytes) => parts.push(bytes))
        .on('end', () => resolve(Buffer.concat(parts)));
    });
    const scale = (units: number) => this.scaled(units);
    // A subset's name carries a six-letter tag of its own (ISO 32000-1, 9.6.4).
    const tag = [...hex4(this.ref.objectNumber).padStart(6, '0')]
      .map((digit) => String.fromCharCode(65 + Number.parseInt(digit, 16)))
      .join('');
    const baseFont = `${tag}+${this.font.postscriptName ?? 'Font'}`;
    const { minX, minY, maxX, maxY } = this.font.bbox;
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: baseFont,
      Flags: 4,
      FontBBox: [scale(minX), scale(minY), scale(maxX), scale(maxY)],
      ItalicAngle: this.font.italicAngle,
      Ascent: scale(this.font.ascent),
      Descent: scale(this.font.descent),
      CapHeight: scale(this.font.capHeight || this.font.ascent),
      XHeight: scale(this.font.xHeight || 0),
      StemV: 0,
      FontFile2: context.register(context.flateStream(fontFile)),
    });
    const gidMap = Buffer.alloc(this.entries.length * 2);
    for (const [code, entry] of this.entries.entries()) gidMap.writeUInt16BE(entry.subsetId, code * 2);
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseFont,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      W: [0, this.entries.map((entry) => Math.round(entry.width))],
      CIDToGIDMap: context.register(context.flateStream(gidMap)),
    });
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(context.flateStream(this.toUnicode())),
      }),
    );
  }

  /** The ToUnicode CMap: each code to its text; the code of a mark that is only part of a letter (its dots) to none. */
  private toUnicode(): string {
    const mapped = this.entries.flatMap((entry, code) =>
      entry.text ? [`<${hex4(code)}> <${utf16Hex(entry.text)}>`] : [],
    );
    const blocks: string[] = [];
    for (let start = 0; start < mapped.length; start += 100) {
      const block = mapped.slice(start, start + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}
