import bidiFactory from 'bidi-js';
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { advanceWidth, type Family, familyOrder, fontRuns, type ReceiptFonts, type Weight } from './receipt-fonts';

const bidi = bidiFactory();

interface Piece {
  family: Family;
  text: string;
  level: number;
}

/**
 * A line's pieces in the order they are drawn, left to right (Unicode bidi, rule L2): runs of one
 * font and one embedding level, the runs of each level from the highest down reversed. Inside an
 * Arabic run fontkit shapes the letters, mirrors brackets and lays the glyphs out right to left
 * itself; any other right-to-left run (signs between Arabic words) has its characters reversed
 * and its brackets mirrored here.
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
      // fontkit mirrors the brackets of an Arabic run itself; other right-to-left runs are mirrored here.
      const char = run.family === 'arabic' ? original : (mirror ?? original);
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

  private async drawn(line: string, size: number, weight: Weight) {
    const pieces = visualPieces(line, this.layout.direction, this.layout.language);
    const measured: { font: PDFFont; text: string; width: number }[] = [];
    for (const piece of pieces) {
      const font = await this.fonts.font(piece.family, weight);
      measured.push({ font, text: piece.text, width: font.widthOfTextAtSize(piece.text, size) });
    }
    return measured;
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
      const pieces = await this.drawn(line, size, weight);
      const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
      let x = this.layout.direction === 'rtl' ? this.layout.margin + this.width - total : this.layout.margin;
      for (const piece of pieces) {
        this.page.drawText(piece.text, { x, y: this.y, size, font: piece.font, color: rgb(0.1, 0.12, 0.16) });
        x += piece.width;
      }
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 0;
  }

  space(points: number) {
    this.y -= points;
  }
}
