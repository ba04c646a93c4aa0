import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A submission is refused whole past 512 MiB packed or 256 MiB of diffs; a previous round lost
 * all its work that way. Test data, corpora, model weights and browser
 * reports are made or installed at run time, never committed; these checks keep it so.
 */
function trackedFiles(): { file: string; bytes: number }[] {
  let listing: string;
  try {
    listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return []; // not a git checkout (an unpacked tarball): nothing to hold
  }
  const sizes = execFileSync('du', ['-b', '--files0-from=-'], { cwd: root, input: listing, encoding: 'utf8' });
  return sizes
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [bytes, file] = line.split('\t');
      return { file: file ?? '', bytes: Number(bytes) };
    });
}

const maxFileBytes = 512 * 1024;
const binaryExtension =
  /\.(png|jpe?g|gif|webp|avif|heic|tiff?|bmp|pdf|woff2?|ttf|otf|wasm|onnx|bin|traineddata|gz|zip|tar|mp4|webm|zst)$/i;

describe('what the repository holds', () => {
  const files = trackedFiles();

  it('has no file over 512 KB', () => {
    expect(files.filter((entry) => entry.bytes > maxFileBytes).map((entry) => entry.file)).toEqual([]);
  });

  it('holds no binary test data, model weights or browser reports', () => {
    expect(files.map((entry) => entry.file).filter((file) => binaryExtension.test(file))).toEqual([]);
    expect(
      files
        .map((entry) => entry.file)
        .filter((file) => /(^|\/)(test-results[^/]*|playwright-report|\.cache)\//.test(file)),
    ).toEqual([]);
  });
});
