import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 028 and issue 38: a web feature never imports another, whatever the path's spelling.
 * `../other` was always refused; `../../features/other` (one ../ too many, then back down) slipped
 * through until biome.json refused any path through a `features` folder. This writes a throw-away
 * feature with deliberate crossings and asks Biome, with the repository's own biome.json, which
 * lines it refuses.
 */
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');

const probe: Record<string, string> = {
  'probe.ts': [
    "import { a } from '../dashboard/api';",
    "import { b } from '../../features/my-applications/api';",
    "import { c } from '../../../web/features/my-applications/api';",
    "import { d } from '../../lib/api';",
    "import { e } from './inner/helper';",
    'export const all = [a, b, c, d, e];',
  ].join('\n'),
  'inner/helper.ts': [
    "import { f } from '../../dashboard/api';",
    "import { g } from '../../../features/my-applications/api';",
    "import { h } from '../probe';",
    "import { i } from '../../../components/ui/button';",
    'export const e = [f, g, h, i];',
  ].join('\n'),
};

function refusedLines(folder: string): string[] {
  const files = Object.keys(probe).map((file) => path.join(folder, file));
  const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', '--colors=off', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  const output = `${run.stdout}\n${run.stderr}`;
  return [...output.matchAll(/^(\S+\.ts):(\d+):\d+ lint\/style\/noRestrictedImports/gm)]
    .map(([, file, line]) => `${path.relative(folder, path.resolve(root, file!))}:${line}`)
    .sort();
}

describe('the feature boundary', () => {
  it('refuses every import of another feature, however the path is spelled', () => {
    const folder = path.join(root, 'src/web/features', `zz-probe-${process.pid}`);
    try {
      for (const [file, text] of Object.entries(probe)) {
        fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
        fs.writeFileSync(path.join(folder, file), `${text}\n`);
      }
      expect(refusedLines(folder)).toEqual([
        'inner/helper.ts:1',
        'inner/helper.ts:2',
        'probe.ts:1',
        'probe.ts:2',
        'probe.ts:3',
      ]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
