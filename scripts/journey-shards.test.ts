import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assignShards, journeySpecs, specSeconds } from './journey-shards.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe("the journeys' shards", () => {
  it('weigh every spec file there is, and only those', () => {
    const names = journeySpecs(root).map((spec) => path.basename(spec));
    expect(names.length).toBeGreaterThan(30);
    expect(Object.keys(specSeconds).sort()).toEqual(names);
  });

  it('deal the heaviest first to the lightest shard', () => {
    const shards = assignShards(['a', 'b', 'c', 'd'], 2, { a: 10, b: 6, c: 5, d: 1 });
    expect(shards).toEqual([
      { seconds: 11, specs: ['a', 'd'] },
      { seconds: 11, specs: ['b', 'c'] },
    ]);
  });

  it('run every spec once, in two shards no further apart than the heaviest spec', () => {
    const specs = journeySpecs(root);
    const shards = assignShards(specs, 2);
    expect(shards.flatMap((shard) => shard.specs).sort()).toEqual(specs);
    const [first, second] = shards.map((shard) => shard.seconds) as [number, number];
    expect(Math.abs(first - second)).toBeLessThanOrEqual(Math.max(...Object.values(specSeconds)));
    for (const spec of specs) expect(fs.existsSync(path.join(root, spec))).toBe(true);
  });
});
