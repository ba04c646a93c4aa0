import { parentPort, workerData } from 'node:worker_threads';
import { readPdf } from './pdf-reader';

/** The PDF check's worker thread (pdf-safety.ts): one file in, one verdict out. */
const { data, budgetBytes } = workerData as { data: Uint8Array; budgetBytes?: number };
parentPort?.postMessage(readPdf(data, budgetBytes));
