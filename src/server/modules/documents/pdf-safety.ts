import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';

/**
 * Names that make a PDF do something when opened or clicked, or carry something other than the
 * page: scripts, open and additional actions, launch actions, attachments, XFA forms, rich media.
 * A passport scan needs none of them.
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
]);
const activeValues = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'RichMedia', 'ImportData', 'SubmitForm']);
/** The same names as raw tokens, for anything the parser skipped as broken. */
const rawActiveToken =
  /\/(JS|JavaScript|OpenAction|AA|Launch|EmbeddedFiles?|EF|XFA|RichMedia|Encrypt)(?=[\s/<>[\]()%]|$)/;

function isActive(object: PDFObject, seen: Set<PDFObject>): boolean {
  if (seen.has(object)) return false;
  seen.add(object);
  if (object instanceof PDFStream) return isActive(object.dict, seen);
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, seen));
  if (!(object instanceof PDFDict)) return false;
  for (const [name, value] of object.entries()) {
    if (activeKeys.has(name.decodeText())) return true;
    if (value instanceof PDFName && activeValues.has(value.decodeText())) return true;
    if (isActive(value, seen)) return true;
  }
  return false;
}

/**
 * 'plain' for a PDF we may store; 'active' for one with active content or encryption; 'broken'
 * for bytes no PDF parser can read. Every object is visited, those in compressed object streams
 * too, and names written with #-escapes (/J#61vaScript) are compared decoded.
 */
export async function pdfSafety(data: Buffer): Promise<'plain' | 'active' | 'broken'> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return 'broken';
  }
  // pdf-lib reads leniently: bytes without a document catalog are no PDF.
  const root = pdf.context.trailerInfo.Root;
  if (!root || !(pdf.context.lookup(root) instanceof PDFDict)) return 'broken';
  if (pdf.isEncrypted || rawActiveToken.test(data.toString('latin1'))) return 'active';
  const seen = new Set<PDFObject>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) if (isActive(object, seen)) return 'active';
  return 'plain';
}
