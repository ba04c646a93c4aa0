import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

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

/** The document's embedded fonts, each subset to the glyphs it draws and embedded on first use. */
export class ReceiptFonts {
  private readonly embedded = new Map<string, Promise<PDFFont>>();
  private readonly pending = new Map<Uint8Array, Font>();

  constructor(private readonly pdf: PDFDocument) {
    // pdf-lib asks its fontkit to parse the bytes it is given; hand it the font parsed already.
    pdf.registerFontkit({
      create: (bytes: Uint8Array) => {
        const font = this.pending.get(bytes);
        if (!font) throw new Error('receipt fonts are embedded through ReceiptFonts.font');
        return font;
      },
    } as unknown as typeof fontkit);
  }

  font(family: Family, weight: Weight): Promise<PDFFont> {
    const key = `${family}-${weight}`;
    let embedded = this.embedded.get(key);
    if (!embedded) {
      const font = parsedFont(family, weight);
      const marker = new Uint8Array(0);
      this.pending.set(marker, font);
      embedded = this.pdf.embedFont(marker, { subset: true });
      this.embedded.set(key, embedded);
    }
    return embedded;
  }
}
