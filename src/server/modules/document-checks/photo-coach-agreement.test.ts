import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoWarningsOf } from '../../../core/photo-check';
import { greyOf, measuresOfGrey, photoWorkingHeight } from '../../../core/photo-coach';
import { photoLabels, portrait } from './photo-corpus';
import { measurePhoto } from './photo-measure';

/**
 * The device measures a photo with core's `measuresOfGrey` on a canvas's pixels; the server with
 * sharp (decision 034). On the labelled corpus both must give each photo its own warning, and
 * the measures must agree closely, so the traveller and staff are told the same (decision 043).
 */
const perLabel = 4;

describe.skipIf(process.env.TEST_DB === 'postgres')("the device's measures and the server's", () => {
  it('give the same warnings on the corpus, and nearly the same numbers', async () => {
    const wrong: string[] = [];
    for (const label of photoLabels) {
      for (let i = 0; i < perLabel; i++) {
        const data = await portrait(i, label);
        // As a canvas gives them: RGBA pixels of the photo drawn at the working height.
        const { data: rgba, info } = await sharp(data)
          .resize({ height: photoWorkingHeight })
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const device = measuresOfGrey(greyOf(rgba, info.width * info.height), info.width, info.height);
        const { measures: server } = await measurePhoto(data);
        const expected = label === 'good' ? [] : [label];
        if (JSON.stringify(photoWarningsOf(device)) !== JSON.stringify(expected)) {
          wrong.push(`${label} #${i}: ${photoWarningsOf(device).join(',') || 'none'} ${JSON.stringify(device)}`);
        }
        // Within 6 grey levels, or 15 % of a large value (a busy border's spread).
        const near = (a: number, b: number) => Math.abs(a - b) < Math.max(6, b * 0.15);
        expect([device.brightness, device.contrast, device.borderVariation]).toSatisfy(
          ([brightness, contrast, border]: number[]) =>
            near(brightness as number, server.brightness) &&
            near(contrast as number, server.contrast) &&
            near(border as number, server.borderVariation),
        );
        expect(device.sharpness / Math.max(0.5, server.sharpness)).toBeGreaterThan(0.5);
        expect(device.sharpness / Math.max(0.5, server.sharpness)).toBeLessThan(2);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
