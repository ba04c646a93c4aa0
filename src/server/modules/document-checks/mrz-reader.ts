import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { maxImagePixels } from '../../../core/limits';
import type { PassportCheck, PassportRead } from '../../../core/passport-check';
import { pagePicture } from '../../../core/pdf-page-picture';
import { concurrencyLimit } from '../../lib/concurrency';
import { linesOf, readTd3 } from './mrz-lines';

export { readTd3 } from './mrz-lines';

/**
 * Reads a passport scan's machine-readable lines on the server (issue 32). tesseract.js runs its
 * WebAssembly in a worker thread of its own, so the event loop stays free; at most two reads run
 * at once, each within a time limit after which its worker is ended. The English LSTM data
 * (`best_int`) is read from node_modules: nothing is downloaded at run time, nothing is cached to disk.
 */
const require = createRequire(import.meta.url);
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const mrzCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export const mrzReads = concurrencyLimit(2);
export const mrzReadTimeoutMs = 20_000;
const idleWorkerMs = 60_000;

const idle: Worker[] = [];
const busy = new Set<Worker>();
let idleTimer: NodeJS.Timeout | undefined;

async function newWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  await worker.setParameters({
    tessedit_char_whitelist: mrzCharacters,
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    user_defined_dpi: '300',
  });
  return worker;
}

/** Workers ended (at shutdown, or past a read's time limit): no job is given to them again. */
const ended = new WeakSet<Worker>();
const end = (worker: Worker) => {
  ended.add(worker);
  return worker.terminate();
};

/** Ends the workers kept for the next read (they also end after a minute idle). */
async function endIdleWorkers(): Promise<void> {
  clearTimeout(idleTimer);
  await Promise.all(idle.splice(0).map(end));
}

/** Ends every worker, reading or not, at shutdown: a read cut short is `unreadable` and taken up again later. */
export async function endMrzWorkers(): Promise<void> {
  const reading = [...busy];
  busy.clear();
  await Promise.all([endIdleWorkers(), ...reading.map((worker) => end(worker).catch(() => undefined))]);
}

function keep(worker: Worker) {
  idle.push(worker);
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void endIdleWorkers(), idleWorkerMs);
  idleTimer.unref();
}

/**
 * The turn, in degrees within ±6, that puts the page's text straight: the one that makes the rows of a small,
 * inverted copy most uneven (text rows bright, gaps dark), tried every half degree.
 */
export async function skewOf(grey: sharp.Sharp): Promise<number> {
  const small = await grey.clone().resize({ width: 480 }).normalise().negate().png().toBuffer();
  let best = { angle: 0, score: -1 };
  for (let tenth = -60; tenth <= 60; tenth += 5) {
    const angle = tenth / 10;
    const { data, info } = await sharp(small)
      .rotate(angle, { background: '#000000' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rows = new Float64Array(info.height);
    for (let y = 0; y < info.height; y++) {
      let sum = 0;
      for (let x = 0; x < info.width; x++) sum += data[(y * info.width + x) * info.channels] as number;
      rows[y] = sum;
    }
    let score = 0;
    for (let y = 1; y < info.height; y++) score += ((rows[y] as number) - (rows[y - 1] as number)) ** 2;
    if (score > best.score) best = { angle, score };
  }
  return best.angle;
}

/**
 * What OCR is given: the page turned straight, grey, stretched to full contrast, at a width where
 * the characters are about 30 px tall; first its lower part (where a data page prints its lines),
 * then the whole page, should the lines be elsewhere.
 */
async function candidates(image: Buffer): Promise<(() => Promise<Buffer>)[]> {
  const grey = sharp(image, { limitInputPixels: maxImagePixels }).rotate().greyscale();
  const angle = await skewOf(grey);
  const upright = await sharp(await grey.clone().png({ compressionLevel: 1 }).toBuffer())
    .rotate(angle, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const top = Math.floor(height * 0.6);
  const raw = { raw: upright.info };
  const lower = (to: number) =>
    sharp(upright.data, raw)
      .extract({ left: 0, top, width, height: height - top })
      .resize({ width: to })
      // A white margin: OCR misses characters that touch the picture's edge.
      .extend({ top: 40, bottom: 40, left: 60, right: 60, background: '#ffffff' });
  const whole = () => sharp(upright.data, raw).resize({ width: 1800 }).normalise().png().toBuffer();
  // Each is read only when the one before gave no lines whose check digits hold.
  return [
    () => lower(1800).normalise().png().toBuffer(),
    () => lower(1400).normalise().sharpen().png().toBuffer(),
    whole,
  ];
}

async function recognise(worker: Worker, images: (() => Promise<Buffer>)[], today: string, cut: { short: boolean }) {
  let best: PassportRead | null = null;
  for (const image of images) {
    const picture = await image();
    // Past the time limit, or at shutdown, the worker is ended: no further image is given to it
    // (tesseract.js would fail on its ended worker, and nobody would be waiting for that failure).
    if (cut.short || ended.has(worker)) return best;
    const { data } = await worker.recognize(picture, {}, { blocks: true, text: true });
    for (const lines of linesOf(data)) {
      const read = readTd3(lines, today);
      if (read?.checkDigitsValid) return read;
      best ??= read;
    }
  }
  return best;
}

/**
 * Reads a stored passport scan (an image, or a PDF's embedded JPEG): `read` with the fields
 * (check digits valid or not), or `unreadable` when no lines were found in time.
 */
export async function readPassportScan(
  data: Buffer,
  mimeType: string,
  today: string,
  timeoutMs = mrzReadTimeoutMs,
): Promise<PassportCheck> {
  const picture = mimeType === 'application/pdf' ? pagePicture(data) : data;
  const image = picture && Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength);
  if (!image) return { status: 'unreadable' };
  return mrzReads.run(async () => {
    const images = await candidates(image).catch(() => null);
    if (!images) return { status: 'unreadable' } as const;
    const worker = idle.pop() ?? (await newWorker());
    busy.add(worker);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const cut = { short: false };
    const reading = recognise(worker, images, today, cut);
    // A read cut short (the time limit, a shutdown) fails on its ended worker after nobody waits for it.
    reading.catch(() => undefined);
    try {
      const outcome = await Promise.race([reading, timeout]);
      if (outcome === 'timeout') {
        cut.short = true;
        await end(worker);
        return { status: 'unreadable' } as const;
      }
      keep(worker);
      return outcome ? ({ status: 'read', mrz: outcome } as const) : ({ status: 'unreadable' } as const);
    } catch (error) {
      // Ended at shutdown: no result is kept, so the check stays pending and is taken up again.
      if (!busy.has(worker)) throw error;
      await end(worker).catch(() => undefined);
      return { status: 'unreadable' } as const;
    } finally {
      clearTimeout(timer);
      busy.delete(worker);
    }
  });
}
