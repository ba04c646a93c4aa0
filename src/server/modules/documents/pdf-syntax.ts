/**
 * A strict reader of PDF syntax (ISO 32000-1 §7.2-7.5) for the upload check (decision 031): it
 * reads every byte of the file in order and throws `Unreadable` at the first thing it does not
 * understand, so nothing a viewer could find is skipped as 'broken'. Names are returned decoded
 * (/J#61vaScript is JavaScript). No stream is decoded here (pdf-filters.ts does that, under a budget).
 * Self-contained (node built-ins only): it also runs in the check's worker thread.
 */
export class Unreadable extends Error {}

export type PdfValue =
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'name'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref'; num: number; gen: number }
  | { kind: 'string' | 'bool' | 'null' };
export type PdfDict = Extract<PdfValue, { kind: 'dict' }>;

/** A top-level object (or one read from an object stream) and, for a stream, where its bytes are. */
export interface PdfObject {
  num: number;
  value: PdfValue;
  /** Offset of the object's first byte in the file (top-level objects only). */
  at?: number;
  stream?: { start: number; end: number };
}

/** A nesting deeper than any real file has: past it, stop rather than overflow the stack. */
const maxDepth = 64;
const isSpace = (byte: number) => byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;
const isDelimiter = (byte: number) =>
  byte === 40 ||
  byte === 41 ||
  byte === 60 ||
  byte === 62 ||
  byte === 91 ||
  byte === 93 ||
  byte === 123 ||
  byte === 125;
export const isRegular = (byte: number) => !isSpace(byte) && !isDelimiter(byte) && byte !== 47 && byte !== 37;
const hexValue = (byte: number) =>
  byte >= 48 && byte <= 57
    ? byte - 48
    : byte >= 65 && byte <= 70
      ? byte - 55
      : byte >= 97 && byte <= 102
        ? byte - 87
        : -1;
const numberPattern = /^[+-]?(\d+\.?\d*|\.\d+)$/;

type Token =
  | { type: 'value'; value: PdfValue }
  | { type: 'keyword'; word: string }
  | { type: 'open'; bracket: '[' | '<<' }
  | { type: 'close'; bracket: ']' | '>>' };

export class PdfLexer {
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
    readonly end = bytes.length,
  ) {}

  /** Whitespace and comments. */
  skipSpace() {
    while (this.pos < this.end) {
      const byte = this.bytes[this.pos]!;
      if (isSpace(byte)) this.pos += 1;
      else if (byte === 37) {
        while (this.pos < this.end && this.bytes[this.pos] !== 10 && this.bytes[this.pos] !== 13) this.pos += 1;
      } else return;
    }
  }

  atEnd() {
    this.skipSpace();
    return this.pos >= this.end;
  }

  private word() {
    const start = this.pos;
    while (this.pos < this.end && isRegular(this.bytes[this.pos]!)) this.pos += 1;
    return String.fromCharCode(...this.bytes.subarray(start, this.pos));
  }

  private name(): PdfValue {
    this.pos += 1;
    let value = '';
    while (this.pos < this.end && isRegular(this.bytes[this.pos]!)) {
      const byte = this.bytes[this.pos]!;
      const high = byte === 35 ? hexValue(this.bytes[this.pos + 1] ?? -1) : -1;
      const low = byte === 35 ? hexValue(this.bytes[this.pos + 2] ?? -1) : -1;
      if (high >= 0 && low >= 0) {
        value += String.fromCharCode(high * 16 + low);
        this.pos += 3;
      } else {
        value += String.fromCharCode(byte);
        this.pos += 1;
      }
    }
    return { kind: 'name', value };
  }

  private literalString() {
    let depth = 0;
    while (this.pos < this.end) {
      const byte = this.bytes[this.pos]!;
      this.pos += byte === 92 ? 2 : 1;
      if (byte === 40) depth += 1;
      else if (byte === 41 && --depth === 0) return;
    }
    throw new Unreadable('unterminated string');
  }

  private hexString() {
    this.pos += 1;
    while (this.pos < this.end) {
      const byte = this.bytes[this.pos++]!;
      if (byte === 62) return;
      if (hexValue(byte) < 0 && !isSpace(byte)) throw new Unreadable('bad hex string');
    }
    throw new Unreadable('unterminated hex string');
  }

  next(): Token {
    this.skipSpace();
    if (this.pos >= this.end) throw new Unreadable('unexpected end');
    const byte = this.bytes[this.pos]!;
    const following = this.bytes[this.pos + 1];
    if (byte === 47) return { type: 'value', value: this.name() };
    if (byte === 40) {
      this.literalString();
      return { type: 'value', value: { kind: 'string' } };
    }
    if (byte === 60 && following === 60) {
      this.pos += 2;
      return { type: 'open', bracket: '<<' };
    }
    if (byte === 62 && following === 62) {
      this.pos += 2;
      return { type: 'close', bracket: '>>' };
    }
    if (byte === 60) {
      this.hexString();
      return { type: 'value', value: { kind: 'string' } };
    }
    if (byte === 91 || byte === 93) {
      this.pos += 1;
      return byte === 91 ? { type: 'open', bracket: '[' } : { type: 'close', bracket: ']' };
    }
    if (!isRegular(byte)) throw new Unreadable(`unexpected byte ${byte}`);
    const word = this.word();
    if (numberPattern.test(word)) return { type: 'value', value: { kind: 'number', value: Number(word) } };
    if (word === 'true' || word === 'false') return { type: 'value', value: { kind: 'bool' } };
    if (word === 'null') return { type: 'value', value: { kind: 'null' } };
    return { type: 'keyword', word };
  }

  /** The keyword that must come next. */
  expect(word: string) {
    const token = this.next();
    if (token.type !== 'keyword' || token.word !== word) throw new Unreadable(`expected ${word}`);
  }

  /** One value (`N G R` read as a reference), arrays and dictionaries whole. */
  value(depth = 0): PdfValue {
    if (depth > maxDepth) throw new Unreadable('nested too deep');
    const token = this.next();
    if (token.type === 'value') return token.value.kind === 'number' ? this.maybeRef(token.value.value) : token.value;
    if (token.type === 'open' && token.bracket === '[') {
      const items: PdfValue[] = [];
      while (!this.closes(']')) items.push(this.value(depth + 1));
      return { kind: 'array', items };
    }
    if (token.type === 'open') {
      const entries = new Map<string, PdfValue>();
      while (!this.closes('>>')) {
        const key = this.next();
        if (key.type !== 'value' || key.value.kind !== 'name') throw new Unreadable('dictionary key is not a name');
        // Viewers differ on which of two equal keys wins (/S/GoTo/S/Launch): neither is vouched for.
        if (entries.has(key.value.value)) throw new Unreadable('a key given twice');
        entries.set(key.value.value, this.value(depth + 1));
      }
      return { kind: 'dict', entries };
    }
    throw new Unreadable(token.type === 'keyword' ? `unexpected ${token.word}` : 'unexpected bracket');
  }

  private closes(bracket: ']' | '>>') {
    this.skipSpace();
    const [first, second] = [this.bytes[this.pos], this.bytes[this.pos + 1]];
    const closing = bracket === ']' ? first === 93 : first === 62 && second === 62;
    if (closing) this.pos += bracket.length;
    return closing;
  }

  private maybeRef(value: number): PdfValue {
    const mark = this.pos;
    if (Number.isInteger(value) && value >= 0) {
      const gen = this.peekInteger();
      if (gen !== undefined) {
        this.skipSpace();
        if (this.bytes[this.pos] === 82 && !isRegular(this.bytes[this.pos + 1] ?? 32)) {
          this.pos += 1;
          return { kind: 'ref', num: value, gen };
        }
      }
    }
    this.pos = mark;
    return { kind: 'number', value };
  }

  /** Reads a non-negative integer if one comes next; leaves the position after it. */
  peekInteger(): number | undefined {
    this.skipSpace();
    const start = this.pos;
    while (this.pos < this.end && this.bytes[this.pos]! >= 48 && this.bytes[this.pos]! <= 57) this.pos += 1;
    if (this.pos === start || isRegular(this.bytes[this.pos] ?? 32)) {
      this.pos = start;
      return undefined;
    }
    return Number(String.fromCharCode(...this.bytes.subarray(start, this.pos)));
  }
}
