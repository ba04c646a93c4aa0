import { isRegular, type PdfDict, PdfLexer, type PdfObject, Unreadable } from './pdf-syntax';

const endstream = Buffer.from('endstream', 'latin1');

/** After the `stream` keyword: the data's bounds, by /Length when it is right, else by `endstream`. */
function streamBounds(lexer: PdfLexer, dict: PdfDict) {
  const { bytes } = lexer;
  let start = lexer.pos;
  if (bytes[start] === 13) start += 1;
  if (bytes[start] === 10) start += 1;
  const length = dict.entries.get('Length');
  const after = (end: number) => {
    const probe = new PdfLexer(bytes, end);
    probe.skipSpace();
    return Buffer.from(bytes.buffer, bytes.byteOffset + probe.pos, endstream.length).equals(endstream) ? probe.pos : -1;
  };
  if (length?.kind === 'number' && Number.isInteger(length.value) && length.value >= 0) {
    const end = start + length.value;
    if (end <= bytes.length - endstream.length && after(end) >= 0) {
      lexer.pos = after(end) + endstream.length;
      return { start, end };
    }
  }
  const found = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf(endstream, start);
  if (found < 0) throw new Unreadable('stream without endstream');
  lexer.pos = found + endstream.length;
  let end = found;
  if (bytes[end - 1] === 10) end -= 1;
  if (bytes[end - 1] === 13) end -= 1;
  return { start, end: Math.max(start, end) };
}

/**
 * Every top-level part of the file in order: objects (with their streams' bounds), cross-reference
 * tables, trailers and `startxref`. Anything else is unreadable.
 */
export function readFileStructure(bytes: Uint8Array, from: number) {
  const lexer = new PdfLexer(bytes, from);
  const objects: PdfObject[] = [];
  const trailers: PdfDict[] = [];
  while (!lexer.atEnd()) {
    const at = lexer.pos;
    const num = lexer.peekInteger();
    if (num !== undefined) {
      if (lexer.peekInteger() === undefined) throw new Unreadable('object without generation');
      lexer.expect('obj');
      const value = lexer.value();
      const object: PdfObject = { num, value, at };
      const token = lexer.next();
      if (token.type === 'keyword' && token.word === 'stream') {
        if (value.kind !== 'dict') throw new Unreadable('stream without dictionary');
        object.stream = streamBounds(lexer, value);
        lexer.expect('endobj');
      } else if (token.type !== 'keyword' || token.word !== 'endobj') throw new Unreadable('object without endobj');
      objects.push(object);
      continue;
    }
    const token = lexer.next();
    if (token.type !== 'keyword') throw new Unreadable('unexpected value at top level');
    if (token.word === 'xref') {
      // Subsections of `first count` then `offset generation f|n` lines, up to `trailer`.
      while (lexer.peekInteger() !== undefined || /^[fn]$/.test(peekWord(lexer))) lexer.next();
    } else if (token.word === 'trailer') {
      const trailer = lexer.value();
      if (trailer.kind !== 'dict') throw new Unreadable('trailer is not a dictionary');
      trailers.push(trailer);
    } else if (token.word === 'startxref') {
      if (lexer.peekInteger() === undefined) throw new Unreadable('startxref without offset');
    } else throw new Unreadable(`unexpected ${token.word} at top level`);
  }
  return { objects, trailers };
}

function peekWord(lexer: PdfLexer) {
  const mark = lexer.pos;
  lexer.skipSpace();
  let word = '';
  while (lexer.pos < lexer.end && isRegular(lexer.bytes[lexer.pos]!) && word.length < 2)
    word += String.fromCharCode(lexer.bytes[lexer.pos++]!);
  lexer.pos = mark;
  return word;
}
