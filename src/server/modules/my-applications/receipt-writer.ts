import bidiFactory from 'bidi-js';
import { beginText, endText, type PDFName, type PDFPage, setFillingRgbColor, setFontAndSize } from 'pdf-lib';
import { advanceWidth, type Family, familyOrder, fontRuns, type ReceiptFonts, type Weight } from './receipt-fonts';
import type { ShapedFont, ShapedRun } from './receipt-shaped-font';

const bidi = bidiFactory();

/** The bracket a mirrored one stands for (mirroring pairs each bracket with its twin). */
const unmirrored = (text: string) => [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');

interface Piece {
  family: Family;
  text: string;
  level: number;
}

/**
 * A line's pieces in the order they are drawn, left to right (Unicode bidi, rule L2): runs of one
 * font and one embedding level, the runs of each level from the highest down reversed. A bracket
 * at a right-to-left level is mirrored (rule L4; fontkit does not); inside an Arabic run fontkit
 * shapes the letters and lays the glyphs out right to left itself, any other right-to-left run
 * (signs between Arabic words) has its characters reversed here.
 */
export function visualPieces(line: string, direction: 'ltr' | 'rtl', language: string): Piece[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const units = [...line];
  // Levels are per UTF-16 unit; walk the code points alongside.
  let offset = 0;
  const characters = units.map((char) => {
    const level = levels.levels[offset] ?? 0;
    const mirror = mirrored.get(offset);
    offset += char.length;
    return { char, mirror, level };
  });
  const pieces: Piece[] = [];
  let index = 0;
  for (const run of fontRuns(line, familyOrder(language, line))) {
    for (const _ of run.text) {
      const { char: original, mirror, level } = characters[index++] as (typeof characters)[number];
      const char = mirror ?? original;
      const last = pieces.at(-1);
      if (last && last.family === run.family && last.level === level) last.text += char;
      else pieces.push({ family: run.family, text: char, level });
    }
  }
  const highest = Math.max(0, ...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => piece.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0;
    while (start < pieces.length) {
      if ((pieces[start] as Piece).level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < pieces.length && (pieces[end] as Piece).level >= level) end++;
      pieces.splice(start, end - start, ...pieces.slice(start, end).reverse());
      start = end;
    }
  }
  return pieces.map((piece) =>
    piece.level % 2 === 1 && piece.family !== 'arabic' ? { ...piece, text: [...piece.text].reverse().join('') } : piece,
  );
}

export interface WriteOptions {
  size?: number;
  weight?: Weight;
  gap?: number;
}

/** Writes wrapped lines down an A4 page in the receipt's language and direction. */
export class ReceiptWriter {
  y: number;

  constructor(
    private readonly page: PDFPage,
    private readonly fonts: ReceiptFonts,
    private readonly layout: { margin: number; language: string; direction: 'ltr' | 'rtl' },
  ) {
    this.y = page.getHeight() - layout.margin;
  }

  private get width() {
    return this.page.getWidth() - this.layout.margin * 2;
  }

  private readonly fontNames = new Map<ShapedFont, PDFName>();

  /** The line's pieces shaped; a mirrored bracket keeps the bracket that was written as its text. */
  private drawn(line: string, size: number, weight: Weight) {
    return visualPieces(line, this.layout.direction, this.layout.language).map((piece) => {
      const font = this.fonts.font(piece.family, weight);
      const run: ShapedRun = font.shape(piece.text, piece.level % 2 === 1 ? unmirrored : undefined);
      return { font, run, width: (run.width * size) / 1000 };
    });
  }

  private fontName(font: ShapedFont): PDFName {
    let name = this.fontNames.get(font);
    if (!name) {
      name = this.page.node.newFontDictionary('F', font.ref);
      this.fontNames.set(font, name);
    }
    return name;
  }

  /**
   * Breaks at spaces, and anywhere in CJK text that has none to break at. Words are measured by
   * their glyphs' advances without shaping (shaping every word took most of a receipt's time);
   * the small difference shaping makes is left as a margin.
   */
  private wrap(text: string, size: number, weight: Weight): string[] {
    const spaced = text.includes(' ');
    const words = spaced ? text.split(' ') : [...text];
    const joiner = spaced ? ' ' : '';
    const limit = this.width * 0.97;
    const measure = (value: string) => advanceWidth(value, size, weight, this.layout.language);
    const joinerWidth = measure(joiner);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = measure(word);
      if (line && lineWidth + joinerWidth + wordWidth > limit) {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        lineWidth += line ? joinerWidth + wordWidth : wordWidth;
        line = line ? `${line}${joiner}${word}` : word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  async write(text: string, options: WriteOptions = {}) {
    const size = options.size ?? 11;
    const weight = options.weight ?? 'regular';
    for (const line of this.wrap(text, size, weight)) {
      const pieces = this.drawn(line, size, weight);
      const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
      let x = this.layout.direction === 'rtl' ? this.layout.margin + this.width - total : this.layout.margin;
      this.page.pushOperators(beginText(), setFillingRgbColor(0.1, 0.12, 0.16));
      for (const piece of pieces) {
        this.page.pushOperators(
          setFontAndSize(this.fontName(piece.font), size),
          ...piece.font.show(piece.run, x, this.y, size),
        );
        x += piece.width;
      }
      this.page.pushOperators(endText());
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 0;
  }

  space(points: number) {
    this.y -= points;
  }
}
