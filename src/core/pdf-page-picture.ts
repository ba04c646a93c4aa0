/**
 * The picture of a scanned PDF's page (issue 32): most scanners and phone scanner apps write each
 * page as one JPEG, a stream whose data starts with the JPEG's own marker. Pure byte rules, so the
 * server (staff) and the traveller's device read the same picture; nothing here parses or decodes
 * the PDF (decision 031: the server's strict reader has already checked the file before it is kept).
 */

const startOfImage = [0xff, 0xd8, 0xff];
const endOfImage = [0xff, 0xd9];
const latin1 = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const streamWord = latin1('stream');
const endstreamWord = latin1('endstream');

function indexOf(bytes: Uint8Array, needle: readonly number[], from: number, before = bytes.length): number {
  const first = needle[0] as number;
  for (let i = bytes.indexOf(first, from); i !== -1 && i + needle.length <= before; i = bytes.indexOf(first, i + 1)) {
    let same = true;
    for (let j = 1; j < needle.length && same; j++) same = bytes[i + j] === needle[j];
    if (same) return i;
  }
  return -1;
}

function lastIndexOf(bytes: Uint8Array, needle: readonly number[], from: number, before: number): number {
  for (let i = before - needle.length; i >= from; i--) {
    let same = true;
    for (let j = 0; j < needle.length && same; j++) same = bytes[i + j] === needle[j];
    if (same) return i;
  }
  return -1;
}

/**
 * The JPEGs a PDF carries as stream data, in file order (each from its start marker, within four
 * bytes of `stream`'s line end, to its last end marker before `endstream`).
 */
export function embeddedJpegs(pdf: Uint8Array): Uint8Array[] {
  const found: Uint8Array[] = [];
  let from = 0;
  for (;;) {
    const start = indexOf(pdf, streamWord, from);
    if (start === -1) return found;
    const end = indexOf(pdf, endstreamWord, start);
    if (end === -1) return found;
    const body = start + streamWord.length;
    const jpegStart = indexOf(pdf, startOfImage, body, Math.min(end, body + 6));
    if (jpegStart !== -1 && jpegStart - body < 4) {
      const jpegEnd = lastIndexOf(pdf, endOfImage, jpegStart, end);
      if (jpegEnd > jpegStart) found.push(pdf.subarray(jpegStart, jpegEnd + 2));
    }
    from = end + endstreamWord.length;
  }
}

/**
 * The page's picture: the first JPEG at least half as large as the largest, so the first page of a
 * scan is read, not a thumbnail or a logo before it. Null when the PDF holds no JPEG.
 */
export function pagePicture(pdf: Uint8Array): Uint8Array | null {
  const jpegs = embeddedJpegs(pdf);
  const largest = Math.max(0, ...jpegs.map((jpeg) => jpeg.length));
  return jpegs.find((jpeg) => jpeg.length * 2 >= largest) ?? null;
}

/**
 * A JPEG's width and height from its frame header (SOF0–SOF15 but DHT, JPG and DAC), read before
 * anything decodes it, so a small file claiming a huge picture is never decoded. Null if none.
 */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < jpeg.length) {
    if (jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = ((jpeg[at + 2] as number) << 8) | (jpeg[at + 3] as number);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((jpeg[at + 5] as number) << 8) | (jpeg[at + 6] as number);
      const width = ((jpeg[at + 7] as number) << 8) | (jpeg[at + 8] as number);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    if (marker === 0xda || length < 2) return null;
    at += 2 + length;
  }
  return null;
}
