import { type Budget, decodeStream, TooComplex } from './pdf-filters';
import { readFileStructure } from './pdf-structure';
import { type PdfDict, PdfLexer, type PdfValue, Unreadable } from './pdf-syntax';

/**
 * What the upload check makes of a PDF (decision 031): 'plain' may be stored; 'active' has
 * something a viewer would run, open, follow or unpack, or is encrypted; 'unreadable' has
 * something the reader could not read, so it cannot vouch for it; 'tooComplex' decodes to more
 * than the budget (or, in pdf-safety.ts, takes longer than the time limit).
 */
export type PdfVerdict = 'plain' | 'active' | 'unreadable' | 'tooComplex';

/** All the streams of one file together may decode to this much; a scan's pages are JPEG, far below. */
export const decodedBudgetBytes = 48 * 1024 * 1024;

/**
 * Names that make a PDF do something when opened or clicked, or carry something other than the
 * page: scripts, actions, launch, attachments, XFA forms, rich media, sound, film and 3D, links
 * (to a web page or another file). A passport scan needs none of them.
 */
const activeKeys = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFiles',
  'EF',
  'XFA',
  'RichMedia',
  'URI',
  'Encrypt',
]);
const activeValues = new Set([
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'RichMedia',
  'ImportData',
  'SubmitForm',
  'URI',
  'GoToR',
  'GoToE',
  'Link',
  'FileAttachment',
  'Movie',
  'Sound',
  'Rendition',
  '3D',
]);

/** Every `N G obj` in the bytes; each must be an object the reader read, not one hidden in other data. */
const objectHeader = /\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

const nameOf = (dict: PdfDict, key: string) => {
  const value = dict.entries.get(key);
  return value?.kind === 'name' ? value.value : undefined;
};
const integerOf = (dict: PdfDict, key: string) => {
  const value = dict.entries.get(key);
  if (value?.kind !== 'number' || !Number.isInteger(value.value) || value.value < 0) throw new Unreadable(`bad ${key}`);
  return value.value;
};

function isActive(root: PdfValue): boolean {
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop()!;
    if (value.kind === 'name' && activeValues.has(value.value)) return true;
    if (value.kind === 'array') stack.push(...value.items);
    if (value.kind === 'dict')
      for (const [key, entry] of value.entries) {
        if (activeKeys.has(key)) return true;
        stack.push(entry);
      }
  }
  return false;
}

/** The objects of an object stream; each offset in its header must start one of them. */
function objectStreamValues(dict: PdfDict, data: Buffer) {
  const count = integerOf(dict, 'N');
  const first = integerOf(dict, 'First');
  if (first > data.length) throw new Unreadable('object stream shorter than its header');
  const header = new PdfLexer(data, 0, first);
  const entries: { num: number; offset: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const num = header.peekInteger();
    const offset = header.peekInteger();
    if (num === undefined || offset === undefined) throw new Unreadable('bad object stream header');
    entries.push({ num, offset });
  }
  const body = new PdfLexer(data, first);
  const starts = new Map<number, number>();
  const values: PdfValue[] = [];
  while (!body.atEnd()) {
    starts.set(body.pos - first, values.length);
    values.push(body.value());
  }
  const objects = entries.map(({ num, offset }) => {
    const probe = new PdfLexer(data, first + offset);
    probe.skipSpace();
    const index = starts.get(probe.pos - first);
    if (index === undefined) throw new Unreadable('object stream offset inside another object');
    return { num, value: values[index]! };
  });
  return { objects, values };
}

function check(bytes: Uint8Array, budget: Budget): PdfVerdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const header = text.indexOf('%PDF-');
  if (header < 0 || header > 1024) throw new Unreadable('no PDF header');
  const { objects, trailers } = readFileStructure(bytes, header);
  const starts = new Set(objects.map((object) => object.at));
  for (const match of text.matchAll(objectHeader))
    if (!starts.has(match.index)) throw new Unreadable('an object inside other data');

  const crossReferences = objects.filter(
    (object) => object.stream && object.value.kind === 'dict' && nameOf(object.value, 'Type') === 'XRef',
  );
  const trailerDicts = [...trailers, ...crossReferences.map((object) => object.value as PdfDict)];
  if (trailerDicts.some((dict) => dict.entries.has('Encrypt'))) return 'active';

  const byNumber = new Map<number, PdfValue[]>();
  const add = (num: number, value: PdfValue) => {
    const versions = byNumber.get(num);
    if (versions) versions.push(value);
    else byNumber.set(num, [value]);
  };
  const everything: PdfValue[] = [];
  for (const object of objects) {
    add(object.num, object.value);
    everything.push(object.value);
    if (!object.stream) continue;
    const dict = object.value as PdfDict;
    const decoded = decodeStream(dict, bytes.subarray(object.stream.start, object.stream.end), budget);
    if (decoded === 'encrypted') return 'active';
    if (nameOf(dict, 'Type') === 'ObjStm' || dict.entries.has('First')) {
      const { objects: inside, values } = objectStreamValues(dict, decoded);
      for (const { num, value } of inside) add(num, value);
      everything.push(...values);
    }
  }

  const roots = trailerDicts.map((dict) => dict.entries.get('Root')).filter((root) => root !== undefined);
  if (roots.length === 0) throw new Unreadable('no document catalog');
  for (const root of roots)
    if (root.kind !== 'ref' || !(byNumber.get(root.num) ?? []).some((value) => value.kind === 'dict'))
      throw new Unreadable('document catalog missing');
  return everything.some(isActive) ? 'active' : 'plain';
}

/** Reads every byte and every stream of a PDF, within the budget, and says what it is. */
export function readPdf(bytes: Uint8Array, budgetBytes = decodedBudgetBytes): PdfVerdict {
  try {
    return check(bytes, { left: budgetBytes });
  } catch (error) {
    if (error instanceof TooComplex) return 'tooComplex';
    // Unreadable, and anything else that stopped the reader (a stack overflow included): not vouched for.
    return 'unreadable';
  }
}
