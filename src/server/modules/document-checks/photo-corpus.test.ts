import { describe, expect, it } from 'vitest';
import { photoWarningsOf } from '../../../core/photo-check';
import { photoLabels, portrait } from './photo-corpus';
import { measurePhoto } from './photo-measure';

/**
 * The labelled photo corpus behind the thresholds of decision 034: eight portraits per label
 * (good, and each fault the server can see), 600 to 1200 px wide. Every photo must get exactly its
 * own warning (none for a good one); the error rates are printed for the decision record.
 */
const perLabel = 8;

describe.skipIf(process.env.TEST_DB === 'postgres')('the photo corpus', () => {
  it('gives each photo exactly the warning of its fault, and none to a good one', async () => {
    const wrong: string[] = [];
    const times: number[] = [];
    for (const label of photoLabels) {
      let misses = 0;
      for (let i = 0; i < perLabel; i++) {
        const data = await portrait(i, label);
        const started = performance.now();
        const { measures } = await measurePhoto(data);
        times.push(performance.now() - started);
        const warnings = photoWarningsOf(measures);
        const expected = label === 'good' ? [] : [label];
        if (JSON.stringify(warnings) !== JSON.stringify(expected)) {
          misses += 1;
          wrong.push(`${label} #${i}: ${warnings.join(',') || 'none'} ${JSON.stringify(measures)}`);
        }
      }
      console.info(`photo corpus: ${label}: ${misses}/${perLabel} wrong`);
    }
    times.sort((a, b) => a - b);
    console.info(
      `photo measure: median ${times[times.length >> 1]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`,
    );
    expect(wrong).toEqual([]);
  }, 120_000);
});
