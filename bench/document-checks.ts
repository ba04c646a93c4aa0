// The server's document checks (decision 034): the passport read of a 2-megapixel photo of a
// passport page (budget 3 s) and the photo measures (budget 150 ms), each run several times after
// one warm-up, with min / median / max, and the event loop's longest stall while they ran.
// Nothing to build first: npx tsx bench/document-checks.ts [--runs 5]
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { endMrzWorkers, readPassportScan } from '../src/server/modules/document-checks/mrz-reader';
import { passportPhoto, specimen, td3Lines } from '../src/server/modules/document-checks/passport-corpus';
import { portrait } from '../src/server/modules/document-checks/photo-corpus';
import { measurePhoto } from '../src/server/modules/document-checks/photo-measure';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5;
const today = new Date().toISOString().slice(0, 10);

function summary(label: string, times: number[], budgetMs: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  const [min, max] = [sorted[0] as number, sorted.at(-1) as number];
  const verdict = median <= budgetMs ? 'within' : 'OVER';
  console.log(
    `${label}: min ${min.toFixed(0)} ms, median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms (${runs} runs; budget ${budgetMs} ms: ${verdict})`,
  );
}

async function timed<T>(task: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await task();
  return [performance.now() - started, result];
}

// The inputs are made first: drawing them (the corpus's grain) is the bench's work, not the server's.
const loop = monitorEventLoopDelay({ resolution: 10 });

// A passport page photographed at 1680 × 1183 (2.0 MP), turned 2°, a little soft, JPEG 80.
const page = specimen(1);
const scan = await passportPhoto(page, { width: 1680, rotate: 2, blur: 0.6, quality: 80 });
const photos = [await portrait(1, 'good', 600), await portrait(1, 'good', 3000)] as const;
loop.enable();
const [first, firstRead] = await timed(() => readPassportScan(scan, 'image/jpeg', today));
console.log(`passport read, first (starts the worker and loads the English data): ${first.toFixed(0)} ms`);
const readTimes: number[] = [];
let exact = firstRead.status === 'read' && firstRead.mrz?.documentNumber === td3Lines(page)[1].slice(0, 9);
for (let run = 0; run < runs; run++) {
  const [ms, read] = await timed(() => readPassportScan(scan, 'image/jpeg', today));
  readTimes.push(ms);
  exact &&= read.status === 'read' && read.mrz?.checkDigitsValid === true;
}
summary('passport read, 2-MP scan', readTimes, 3000);
console.log(`  read exactly with valid check digits every time: ${exact}`);
await endMrzWorkers();

for (const [label, photo] of [
  ['photo measure, 600 × 750', photos[0]],
  ['photo measure, 3000 × 3750 (11 MP)', photos[1]],
] as const) {
  await measurePhoto(photo);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push((await timed(() => measurePhoto(photo)))[0]);
  summary(label, times, 150);
}
loop.disable();
console.log(
  `event loop: longest stall ${(loop.max / 1e6).toFixed(0)} ms while the reads and measures ran (the checks themselves)`,
);
