import { describe, expect, it } from 'vitest';
import { photoThresholds, photoWarningsOf } from './photo-check';

const good = { brightness: 150, contrast: 50, sharpness: 40, borderVariation: 2 };

describe('photo warnings from the measures', () => {
  it('raise nothing for a well-lit, sharp photo on a plain background', () => {
    expect(photoWarningsOf(good)).toEqual([]);
  });
  it('name each fault past its threshold', () => {
    expect(photoWarningsOf({ ...good, brightness: photoThresholds.tooDarkBelow - 1 })).toEqual(['PHOTO_TOO_DARK']);
    expect(photoWarningsOf({ ...good, brightness: photoThresholds.tooBrightAbove + 1 })).toEqual(['PHOTO_TOO_BRIGHT']);
    expect(photoWarningsOf({ ...good, contrast: photoThresholds.lowContrastBelow - 1 })).toEqual([
      'PHOTO_LOW_CONTRAST',
    ]);
    expect(photoWarningsOf({ ...good, sharpness: photoThresholds.blurredBelow - 1 })).toEqual(['PHOTO_BLURRED']);
    expect(photoWarningsOf({ ...good, borderVariation: photoThresholds.backgroundNotPlainAbove + 1 })).toEqual([
      'PHOTO_BACKGROUND_NOT_PLAIN',
    ]);
  });
});

describe('exposure before contrast', () => {
  it('does not call a dark photo low in contrast too', () => {
    expect(photoWarningsOf({ ...good, brightness: 30, contrast: 10 })).toEqual(['PHOTO_TOO_DARK']);
  });
});
