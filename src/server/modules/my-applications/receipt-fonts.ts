import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font, type Glyph } from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import { ShapedFont } from './receipt-shaped-font';

/**
 * The receipt's fonts (decision 024): Noto Sans for Latin, Greek and Cyrillic, Noto Sans Arabic,
 * Noto Sans JP and Noto Sans SC, shipped as TTF files in npm packages (OFL-1.1) and read from
 * node_modules, never downloaded. Each receipt embeds a subset of only the fonts it uses.
 */
export type Family = 'latin' | 'arabic' | 'japanese' | 'chinese';
export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const fontFiles = (): Record<Family, Record<Weight, string>> => ({
  latin: {
    regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  arabic: {
    regular: require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
  },
  japanese: {
    regular: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
  },
  chinese: {
    regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
});

let files: Record<Family, Record<Weight, string>> | undefined;
const parsedFonts = new Map<string, Font>();

/**
 * The font, read and parsed once per process: parsing the 10 MB Chinese font for each receipt
 * took most of a second. Layout keeps no state between calls and each PDF makes its own subset.
 */
function parsedFont(family: Family, weight: Weight): Font {
  files ??= fontFiles();
  const file = files[family][weight];
  let font = parsedFonts.get(file);
  if (!font) {
    font = fontkit.create(fs.readFileSync(file));
    padSubsetGlyphs(font);
    keepCodePointsPerGlyph(font);
    parsedFonts.set(file, font);
  }
  return font;
}

interface SubsetInternals {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(glyphId: number): number;
}
let subsetsPadded = false;

/**
 * fontkit 1 copies a subset's glyphs back to back and then may choose the short `loca` format,
 * which can only point at even offsets: after a glyph of odd length (Noto's TTFs have many) the
 * next glyphs' outlines are cut wrong and print blank. Each copied glyph is padded to an even
 * length, as the TrueType spec recommends (the unit test 'draws every glyph' holds this).
 */
function padSubsetGlyphs(font: Font) {
  if (subsetsPadded) return;
  const prototype = Object.getPrototypeOf(font.createSubset()) as SubsetInternals;
  const addGlyph = prototype._addGlyph;
  prototype._addGlyph = function (this: SubsetInternals, glyphId: number) {
    const index = addGlyph.call(this, glyphId);
    const copied = this.glyf[index];
    if (copied && copied.length % 2 === 1) {
      // fontkit's own Buffer (it bundles a polyfill), which its encoder insists on.
      const FontkitBuffer = copied.constructor as typeof Buffer;
      this.glyf[index] = FontkitBuffer.concat([copied, FontkitBuffer.alloc(1)]);
      this.offset += 1;
    }
    return index;
  };
  subsetsPadded = true;
}

/**
 * fontkit 1 keeps one Glyph object per glyph id, holding the code points of whichever character
 * first produced it, and its layout hands that object back for every later character shaped to
 * the same glyph (in Noto Sans Arabic ت, ي, ن and ب share the body of their joined forms). Each
 * glyph a layout returns is made a view of the cached one carrying the code points it was shaped
 * from, so the text layer names the letter that was written.
 */
function keepCodePointsPerGlyph(font: Font) {
  const cached = font.getGlyph.bind(font);
  font.getGlyph = (glyphId: number, codePoints: number[] = []): Glyph =>
    Object.create(cached(glyphId, codePoints), { codePoints: { value: codePoints } });
}

/** Which characters a family has: its regular cut's cmap (the bold cut covers the same). */
const coverage = (family: Family) => parsedFont(family, 'regular');

export const hasGlyph = (family: Family, char: string) =>
  coverage(family).hasGlyphForCodePoint(char.codePointAt(0) ?? 0);

const kana = /[\u3040-\u30ff\u31f0-\u31ff]/;

/**
 * The order families are tried in for a piece of text: Japanese glyph forms for Han characters on
 * a Japanese receipt or in a name written with kana, Chinese ones otherwise (either falls back on
 * the other for a character it lacks).
 */
export function familyOrder(language: string, text: string): Family[] {
  const japaneseFirst = language === 'ja' || (language !== 'zh' && kana.test(text));
  return japaneseFirst ? ['latin', 'japanese', 'chinese', 'arabic'] : ['latin', 'chinese', 'japanese', 'arabic'];
}

/** Runs of one family, in logical order; letters pick their family, spaces and signs stay with their neighbour. */
export function fontRuns(text: string, order: Family[]): { family: Family; text: string }[] {
  const runs: { family: Family; text: string }[] = [];
  let current: Family | undefined;
  for (const char of text) {
    const letter = /[\p{L}\p{N}]/u.test(char);
    const mark = /\p{M}/u.test(char);
    let family: Family;
    if (current && (mark || (!letter && hasGlyph(current, char)))) family = current;
    else family = order.find((candidate) => hasGlyph(candidate, char)) ?? 'latin';
    const last = runs.at(-1);
    if (last && last.family === family) last.text += char;
    else runs.push({ family, text: char });
    current = family;
  }
  return runs;
}

/** The width of a text in points from its characters' advances, unshaped (for line breaking). */
export function advanceWidth(text: string, size: number, _weight: Weight, language: string): number {
  let units = 0;
  for (const { family, text: run } of fontRuns(text, familyOrder(language, text))) {
    const font = coverage(family);
    for (const char of run)
      units += (font.glyphForCodePoint(char.codePointAt(0) ?? 0).advanceWidth / font.unitsPerEm) * 1000;
  }
  return (units * size) / 1000;
}

/** The document's fonts, each subset to the glyphs it draws and embedded once the page is written. */
export class ReceiptFonts {
  private readonly fonts = new Map<string, ShapedFont>();

  constructor(private readonly pdf: PDFDocument) {}

  font(family: Family, weight: Weight): ShapedFont {
    const key = `${family}-${weight}`;
    let font = this.fonts.get(key);
    if (!font) {
      font = new ShapedFont(this.pdf, parsedFont(family, weight));
      this.fonts.set(key, font);
    }
    return font;
  }

  async embed(): Promise<void> {
    for (const font of this.fonts.values()) if (font.used) await font.embed();
  }
}
