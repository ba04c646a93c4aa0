import { parse } from 'mrz';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { linesOf, readTd3 } from '../../../core/mrz-lines';
import type { PassportRead } from '../../../core/passport-check';
import { contrastOf, lowerPart, upright, wholePage } from './page-image';
import { pdfPagePicture } from './pdf-page';
import type { DevicePassportOutcome } from './types';

/**
 * The device's passport reader (decision 042): tesseract.js 7 in its web worker, the SIMD LSTM
 * core and the English `best_int` data, all from our own origin under a versioned path
 * (src/server/lib/ocr-assets.ts), then the lines rebuilt and parsed by the rule the server uses
 * (core/mrz-lines.ts with the `mrz` package).
 */
const base = `/ocr/${import.meta.env.OCR_VERSION}`;
const mrzCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** A page with less spread of grey than this is a plain picture: no lines to read, no OCR loaded. */
export const plainPictureContrast = 12;
export const readTimeoutMs = 20_000;

let ready: Promise<Worker> | undefined;

function worker(): Promise<Worker> {
  ready ??= (async () => {
    // The worker fetches the data itself (the server sends it gzip-encoded; the browser unpacks it).
    const created = await createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: `${base}/worker.min.js`,
      corePath: `${base}/core-simd-lstm.js`,
      langPath: base,
      gzip: true,
      workerBlobURL: false,
      cacheMethod: 'none',
    });
    await created.setParameters({
      tessedit_char_whitelist: mrzCharacters,
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      user_defined_dpi: '300',
    });
    return created;
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

async function recognise(images: (() => HTMLCanvasElement)[], today: string): Promise<PassportRead | null> {
  const ocr = await worker();
  let best: PassportRead | null = null;
  for (const image of images) {
    const { data } = await ocr.recognize(image(), {}, { blocks: true, text: true });
    for (const lines of linesOf(data)) {
      const read = readTd3(lines, today, parse);
      if (read?.checkDigitsValid) return read;
      best ??= read;
    }
  }
  return best;
}

/** The lines of a passport photo: the lower part first (where a data page prints them), then the whole page. */
export async function readPassportImage(file: Blob, today: string): Promise<DevicePassportOutcome> {
  const bitmap = await createImageBitmap(file);
  try {
    if (contrastOf(bitmap) < plainPictureContrast) return { status: 'unreadable' };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), readTimeoutMs);
    });
    const page = upright(bitmap);
    const reading = recognise([() => lowerPart(page, 1800), () => lowerPart(page, 1400), () => wholePage(page)], today);
    const outcome = await Promise.race([reading, timeout]).finally(() => clearTimeout(timer));
    if (outcome === 'timeout') {
      const stuck = ready;
      ready = undefined;
      void stuck?.then((ocr) => ocr.terminate()).catch(() => undefined);
      return { status: 'unreadable' };
    }
    if (!outcome) return { status: 'unreadable' };
    return outcome.checkDigitsValid ? { status: 'read', mrz: outcome, confirmed: [] } : { status: 'badRead' };
  } finally {
    bitmap.close();
  }
}

/** The lines of a PDF scan: its first page's picture read as a photo; unreadable without one. */
export async function readPassportPdf(file: Blob, today: string): Promise<DevicePassportOutcome> {
  const picture = await pdfPagePicture(file);
  return picture ? readPassportImage(picture, today) : { status: 'unreadable' };
}
