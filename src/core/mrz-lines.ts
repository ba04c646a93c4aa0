import { alpha2OfPassportCode } from './country-alpha3';
import { mrzDate, type PassportRead, td3CheckDigitsValid } from './passport-check';

/**
 * The two lines of a passport's machine-readable zone (ICAO 9303, TD3) rebuilt from what OCR saw,
 * and their fields (decisions 034 and 042): pure functions, shared by the server's reader and the
 * traveller's device. The `mrz` package's `parse` is passed in (core imports nothing but zod).
 */

/** The `mrz` package's `parse`, as far as it is used here. */
export type MrzParse = (
  lines: string[],
  options: { autocorrect: boolean },
) => { format: string; fields: { lastName?: string | null; firstName?: string | null } };

/** What tesseract.js answers with `blocks: true`, as far as it is used here. */
export interface OcrPage {
  blocks?: { paragraphs: { lines: { text: string; words: { symbols: Glyph[] }[] }[] }[] }[] | null;
}

/** Fits an OCR line to 44 characters by the length of its longest filler run (OCR miscounts those). */
function fitted(line: string): string {
  if (line.length === 44) return line;
  const runs = [...line.matchAll(/<{2,}/g)].sort((a, b) => b[0].length - a[0].length);
  const run = runs[0];
  if (!run || run.index === undefined) return line.padEnd(44, '<').slice(0, 44);
  const length = Math.max(1, run[0].length + 44 - line.length);
  return (line.slice(0, run.index) + '<'.repeat(length) + line.slice(run.index + run[0].length))
    .padEnd(44, '<')
    .slice(0, 44);
}

/** The two TD3 lines among lines of text: one starting with P and a filler run, and the next. */
export function td3LinesIn(lines: string[]): [string, string] | null {
  const long = lines.map((line) => line.replace(/\s+/g, '')).filter((line) => line.length >= 30);
  for (let i = 0; i + 1 < long.length; i++) {
    const first = long[i] as string;
    if (/^P[A-Z<]/.test(first) && first.includes('<<')) return [fitted(first), fitted(long[i + 1] as string)];
  }
  return null;
}

interface Glyph {
  text: string;
  confidence: number;
  bbox: { x0: number; x1: number };
}

/**
 * A line of the machine-readable zone from the positions of its characters: the zone is printed
 * at a fixed pitch, so each character falls in one of 44 cells. A character OCR reads twice lands
 * twice in one cell (the surer is kept); a cell OCR skipped is a filler. Null when the positions
 * do not fit 44 cells.
 */
export function gridLine(glyphs: Glyph[]): string | null {
  const placed = glyphs
    .filter((glyph) => glyph.text.length === 1)
    .map((glyph) => ({ ...glyph, x: (glyph.bbox.x0 + glyph.bbox.x1) / 2 }))
    .sort((a, b) => a.x - b.x);
  if (placed.length < 30) return null;
  const steps = placed
    .slice(1)
    .map((glyph, i) => glyph.x - (placed[i] as { x: number }).x)
    .filter((step) => step > 0)
    .sort((a, b) => a - b);
  const pitch = steps[Math.floor(steps.length / 2)] ?? 0;
  if (pitch <= 0) return null;
  const first = (placed[0] as { x: number }).x;
  const cells: (Glyph | undefined)[] = [];
  for (const glyph of placed) {
    const cell = Math.round((glyph.x - first) / pitch);
    if (cell >= 44) return null;
    const held = cells[cell];
    if (!held || held.confidence < glyph.confidence) cells[cell] = glyph;
  }
  return Array.from({ length: 44 }, (_, i) => cells[i]?.text ?? '<').join('');
}

/** Both readings of a page's lines: by character positions first, then by text alone. */
export function linesOf(page: OcrPage): [string, string][] {
  const lines = (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const byText = td3LinesIn(lines.map((line) => line.text));
  const gridded = lines.map((line) => gridLine(line.words.flatMap((word) => word.symbols)) ?? line.text);
  const byGrid = td3LinesIn(gridded);
  return [byGrid, byText].filter((pair): pair is [string, string] => pair !== null);
}

const asDigit: Record<string, string> = { O: '0', D: '0', Q: '0', I: '1', L: '1', S: '5', B: '8', Z: '2', G: '6' };
const asLetter: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z', '6': 'G' };
const numericPositions = [9, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 42, 43];

/**
 * The second line with OCR's letter-for-digit slips undone where the check digits say how: the
 * dates and check digits hold digits only; in the document number, of the ways to read its
 * look-alike characters (O or 0, I or 1…), the one way that makes every check digit hold.
 */
export function repairedLine2(line2: string): string {
  const chars = [...line2];
  for (const at of numericPositions) chars[at] = asDigit[chars[at] as string] ?? (chars[at] as string);
  const numeric = chars.join('');
  if (td3CheckDigitsValid(numeric)) return numeric;
  const ambiguous = chars.slice(0, 9).flatMap((char, at) => (asDigit[char] || asLetter[char] ? [at] : []));
  // The fewest changes that make every check digit hold, when only one way does.
  let best: { flips: number; lines: string[] } = { flips: Number.POSITIVE_INFINITY, lines: [] };
  for (let mask = 1; mask < 1 << ambiguous.length; mask++) {
    const variant = [...chars];
    let flips = 0;
    ambiguous.forEach((at, bit) => {
      if (!(mask & (1 << bit))) return;
      variant[at] = asDigit[variant[at] as string] ?? asLetter[variant[at] as string] ?? '';
      flips += 1;
    });
    if (flips > best.flips || !td3CheckDigitsValid(variant.join(''))) continue;
    best =
      flips < best.flips ? { flips, lines: [variant.join('')] } : { flips, lines: [...best.lines, variant.join('')] };
  }
  if (best.lines.length === 1) return best.lines[0] as string;
  // Still several: most passports number with letters first, then digits (CO1250405, not C01250405).
  const prefixed = best.lines.filter((line) => /^[A-Z]*[0-9]*<*$/.test(line.slice(0, 9)));
  return prefixed.length === 1 ? (prefixed[0] as string) : numeric;
}

const oneApart = (a: string, b: string) =>
  a.length === b.length && [...a].filter((char, i) => char !== b[i]).length === 1;

/**
 * The nationality and issuing country, one of them corrected when OCR made it a code no country
 * has and it is one letter from the other (IPN beside JPN): no check digit covers either.
 */
function likelyCodes(nationality: string, issuing: string): [string, string] {
  const known = (code: string) => alpha2OfPassportCode(code) !== null;
  if (!known(nationality) && known(issuing) && oneApart(nationality, issuing)) return [issuing, issuing];
  if (!known(issuing) && known(nationality) && oneApart(nationality, issuing)) return [nationality, nationality];
  return [nationality, issuing];
}

/** A field of letters only (names, country codes): OCR's 0, 1, 5, 8 and 2 there are O, I, S, B and Z. */
const letters = (value: string) =>
  value.replace(/[01582]/g, (digit) => ({ '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z' })[digit] as string);

/** A name of the lines in words; what follows a run of fillers (OCR noise in the padding) is dropped. */
const names = (value: string | null | undefined) =>
  letters(value ?? '')
    .replace(/<{3,}.*$/, '')
    .replace(/</g, ' ')
    .split(/\s{2,}/)[0]
    ?.trim() ?? '';

/** The fields of two TD3 lines, dates as YYYY-MM-DD, codes as printed; null if they do not parse. */
export function readTd3(read: [string, string], today: string, parse: MrzParse): PassportRead | null {
  const lines: [string, string] = [read[0], repairedLine2(read[1])];
  let result: ReturnType<MrzParse>;
  try {
    result = parse(lines, { autocorrect: true });
  } catch {
    return null;
  }
  if (result.format !== 'TD3') return null;
  const line2 = lines[1];
  const fields = result.fields;
  const [nationality, issuingCountry] = likelyCodes(
    letters(line2.slice(10, 13)).replace(/</g, ''),
    letters(lines[0].slice(2, 5)).replace(/</g, ''),
  );
  const sex = line2[20] === 'M' || line2[20] === 'F' ? line2[20] : 'X';
  return {
    documentNumber: line2.slice(0, 9).replace(/</g, ''),
    surname: names(fields.lastName),
    givenNames: names(fields.firstName),
    nationality,
    issuingCountry,
    dateOfBirth: mrzDate(line2.slice(13, 19), 'birth', today),
    sex,
    expiryDate: mrzDate(line2.slice(21, 27), 'expiry', today),
    checkDigitsValid: td3CheckDigitsValid(line2),
  };
}
