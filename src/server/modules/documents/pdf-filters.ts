import { constants, inflateSync } from 'node:zlib';
import { type PdfDict, type PdfValue, Unreadable } from './pdf-syntax';

/** The decoded bytes of every stream of one file together passed the budget (decision 031). */
export class TooComplex extends Error {}

/** What the filters of one file may still produce, in bytes; every stream spends from it. */
export interface Budget {
  left: number;
}

const imageFilters = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);
/** A row wider than this (in bytes) is no page of a passport scan. */
const maxRowBytes = 1 << 20;

const asArray = (value: PdfValue | undefined): (PdfValue | undefined)[] =>
  value === undefined ? [] : value.kind === 'array' ? value.items : [value];
const numberIn = (dict: PdfValue | undefined, key: string, fallback: number) => {
  const value = dict?.kind === 'dict' ? dict.entries.get(key) : undefined;
  if (value === undefined) return fallback;
  if (value.kind !== 'number' || !Number.isInteger(value.value) || value.value < 0) throw new Unreadable(`bad ${key}`);
  return value.value;
};

function spend(budget: Budget, bytes: number) {
  budget.left -= bytes;
  if (budget.left < 0) throw new TooComplex('decoded size over budget');
}

function inflate(data: Uint8Array, budget: Budget): Buffer {
  try {
    // Stops (RangeError) as soon as the output would pass what is left: nothing larger is made.
    const out = inflateSync(data, { maxOutputLength: Math.max(1, budget.left), finishFlush: constants.Z_SYNC_FLUSH });
    spend(budget, out.length);
    return out;
  } catch (error) {
    if (error instanceof TooComplex || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new TooComplex('inflated size over budget');
    throw new Unreadable('flate data does not decode');
  }
}

function asciiHex(data: Uint8Array, budget: Budget): Buffer {
  const text = Buffer.from(data).toString('latin1');
  const end = text.indexOf('>');
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, '');
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new Unreadable('bad ASCIIHex data');
  spend(budget, digits.length / 2);
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85(data: Uint8Array, budget: Budget): Buffer {
  const text = Buffer.from(data)
    .toString('latin1')
    .replace(/[\0\t\n\f\r ]/g, '');
  const end = text.indexOf('~>');
  const body = (end < 0 ? text : text.slice(0, end)).replace(/^<~/, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    if (value > 0xffffffff) throw new Unreadable('bad ASCII85 group');
    for (let i = 0; i < count; i += 1) out.push((value >>> (24 - 8 * i)) & 255);
    group = [];
  };
  for (const char of body) {
    if (char === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else {
      const digit = char.charCodeAt(0) - 33;
      if (digit < 0 || digit > 84) throw new Unreadable('bad ASCII85 data');
      group.push(digit);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length === 1) throw new Unreadable('bad ASCII85 end');
  if (group.length > 0) flush(group.length - 1);
  spend(budget, out.length);
  return Buffer.from(out);
}

/** Undoes a PNG (10-15) or TIFF (2) predictor, as the stream's readers would. */
export function unpredict(data: Buffer, parms: PdfValue | undefined): Buffer {
  const predictor = numberIn(parms, 'Predictor', 1);
  if (predictor === 1) return data;
  const colors = numberIn(parms, 'Colors', 1);
  const bits = numberIn(parms, 'BitsPerComponent', 8);
  const columns = numberIn(parms, 'Columns', 1);
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bits)) throw new Unreadable('bad predictor parameters');
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  if (rowBytes < 1 || rowBytes > maxRowBytes) throw new Unreadable('bad predictor columns');
  if (predictor === 2) {
    if (bits !== 8) throw new Unreadable('TIFF predictor other than 8 bits');
    const out = Buffer.from(data);
    for (let row = 0; row + rowBytes <= out.length; row += rowBytes)
      for (let i = pixelBytes; i < rowBytes; i += 1) out[row + i] = (out[row + i]! + out[row + i - pixelBytes]!) & 255;
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new Unreadable('unknown predictor');
  const rows = Math.ceil(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  let written = 0;
  for (let row = 0, at = 0; at < data.length; row += 1, at += rowBytes + 1) {
    const type = data[at]!;
    const base = row * rowBytes;
    const above = (i: number) => (row > 0 ? out[base - rowBytes + i]! : 0);
    const left = (i: number) => (i >= pixelBytes ? out[base + i - pixelBytes]! : 0);
    const upperLeft = (i: number) => (row > 0 && i >= pixelBytes ? out[base - rowBytes + i - pixelBytes]! : 0);
    const width = Math.min(rowBytes, data.length - at - 1);
    for (let i = 0; i < width; i += 1) {
      const raw = data[at + 1 + i]!;
      let predicted: number;
      if (type === 0) predicted = 0;
      else if (type === 1) predicted = left(i);
      else if (type === 2) predicted = above(i);
      else if (type === 3) predicted = (left(i) + above(i)) >> 1;
      else if (type === 4) {
        const [a, b, c] = [left(i), above(i), upperLeft(i)];
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else throw new Unreadable('unknown PNG row filter');
      out[base + i] = (raw + predicted) & 255;
    }
    written = base + Math.max(0, width);
  }
  return out.subarray(0, written);
}

/** An image's pixels are never read as PDF syntax: its own codec may be left undecoded. */
export const isImage = (dict: PdfDict) => {
  const subtype = dict.entries.get('Subtype');
  const type = dict.entries.get('Type');
  // Whatever else it claims, a stream a viewer could read objects or cross-references from is none.
  if (dict.entries.has('First') || (type?.kind === 'name' && (type.value === 'ObjStm' || type.value === 'XRef')))
    return false;
  return (
    (subtype?.kind === 'name' && subtype.value === 'Image') || (dict.entries.has('Width') && dict.entries.has('Height'))
  );
};

/**
 * The stream's data decoded through every filter, in order, spending from the budget. An image
 * codec (DCT, JPX, CCITT, JBIG2) may end an image's chain undecoded; any other filter, one we do
 * not know, or data that does not decode is unreadable. `Crypt` means encryption.
 */
export function decodeStream(dict: PdfDict, raw: Uint8Array, budget: Budget): Buffer | 'encrypted' {
  // A stream whose data lives in another file (/F) is nothing a scan has.
  if (dict.entries.has('F')) throw new Unreadable('external stream data');
  const filters = asArray(dict.entries.get('Filter'));
  const parms = asArray(dict.entries.get('DecodeParms'));
  let data = Buffer.from(raw.buffer, raw.byteOffset, raw.length);
  const image = isImage(dict);
  for (const [index, filter] of filters.entries()) {
    if (filter?.kind !== 'name') throw new Unreadable('filter is not a name');
    const name = filter.value;
    const parm = parms[index];
    if (name === 'Crypt') return 'encrypted';
    if (name === 'FlateDecode' || name === 'Fl') {
      data = inflate(data, budget);
      if (!image) data = unpredict(data, parm?.kind === 'dict' ? parm : undefined);
    } else if (name === 'ASCIIHexDecode' || name === 'AHx') data = asciiHex(data, budget);
    else if (name === 'ASCII85Decode' || name === 'A85') data = ascii85(data, budget);
    else if (imageFilters.has(name) && image && index === filters.length - 1) return data;
    else throw new Unreadable(`filter ${name} not read`);
  }
  return data;
}
