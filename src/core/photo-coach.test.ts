import { describe, expect, it } from 'vitest';
import {
  coachWarningsOf,
  type FoundFace,
  faceWarningsOf,
  greyOf,
  measuresOfGrey,
  worthAFaceSearch,
} from './photo-coach';

const picture = { width: 400, height: 500 };
const centred: FoundFace = {
  box: { x: 120, y: 120, width: 160, height: 180 },
  leftEye: { x: 165, y: 180 },
  rightEye: { x: 235, y: 180 },
};
const good = { brightness: 170, contrast: 60, sharpness: 40, borderVariation: 2 };

/** A grey picture: a plain background with a textured square in the middle. */
function texturedPicture(width: number, height: number, background: number, border = 0) {
  const grey = new Uint8Array(width * height).fill(background);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x > width / 4 && x < (width * 3) / 4 && y > height / 4 && y < (height * 3) / 4;
      if (inside) grey[y * width + x] = (x + y) % 2 ? 40 : 200;
      else if (border && (x < width / 10 || y < height / 10)) grey[y * width + x] = (x * 7 + y * 3) % 2 ? 0 : border;
    }
  }
  return grey;
}

describe('the measures of grey pixels', () => {
  it('take the mean and the spread of the luminance', () => {
    const grey = greyOf([255, 255, 255, 255, 0, 0, 0, 255], 2);
    expect([...grey]).toEqual([255, 0]);
    const measures = measuresOfGrey(new Uint8Array([0, 255, 0, 255]), 4, 1);
    expect(measures.brightness).toBeCloseTo(127.5);
    expect(measures.contrast).toBeCloseTo(127.5);
  });
  it('find a plain picture soft and a fine texture sharp', () => {
    const flat = measuresOfGrey(new Uint8Array(64 * 80).fill(120), 64, 80);
    expect(flat.sharpness).toBe(0);
    const textured = measuresOfGrey(texturedPicture(64, 80, 200), 64, 80);
    expect(textured.sharpness).toBeGreaterThan(100);
  });
  it('see a busy border and not a plain one', () => {
    expect(measuresOfGrey(texturedPicture(64, 80, 200), 64, 80).borderVariation).toBe(0);
    expect(measuresOfGrey(texturedPicture(64, 80, 200, 255), 64, 80).borderVariation).toBeGreaterThan(50);
  });
});

describe('the face rules', () => {
  it('pass one centred, upright face of a fair size', () => {
    expect(faceWarningsOf([centred], picture)).toEqual([]);
  });
  it('name no face and several faces', () => {
    expect(faceWarningsOf([], picture)).toEqual(['PHOTO_NO_FACE']);
    expect(faceWarningsOf([centred, centred], picture)).toEqual(['PHOTO_SEVERAL_FACES']);
  });
  it('name a small, an off-centre and a tilted face', () => {
    const small = { ...centred, box: { x: 170, y: 150, width: 60, height: 70 } };
    expect(faceWarningsOf([small], picture)).toEqual(['PHOTO_FACE_TOO_SMALL']);
    const aside = { ...centred, box: { ...centred.box, x: 10 } };
    expect(faceWarningsOf([aside], picture)).toEqual(['PHOTO_FACE_OFF_CENTRE']);
    const tilted = { ...centred, rightEye: { x: 235, y: 200 } };
    expect(faceWarningsOf([tilted], picture)).toEqual(['PHOTO_HEAD_TILTED']);
  });
  it('call a photo on its side tilted, whichever way it turned', () => {
    const sideways = { ...centred, leftEye: { x: 200, y: 160 }, rightEye: { x: 200, y: 230 } };
    expect(faceWarningsOf([sideways], picture)).toEqual(['PHOTO_HEAD_TILTED']);
    const upsideDown = { ...centred, leftEye: centred.rightEye, rightEye: centred.leftEye };
    expect(faceWarningsOf([upsideDown], picture)).toEqual([]);
  });
});

describe("the coach's verdict", () => {
  it('says nothing of a good photo with one good face', () => {
    expect(coachWarningsOf(good, [centred], picture)).toEqual([]);
  });
  it('puts the measures and the face rules together in the codes order', () => {
    expect(coachWarningsOf({ ...good, borderVariation: 40 }, [], picture)).toEqual([
      'PHOTO_NO_FACE',
      'PHOTO_BACKGROUND_NOT_PLAIN',
    ]);
  });
  it('does not say no face was found in a photo too dark or too bright to see one', () => {
    expect(coachWarningsOf({ ...good, brightness: 30, contrast: 10 }, [], picture)).toEqual(['PHOTO_TOO_DARK']);
    expect(coachWarningsOf({ ...good, brightness: 240 }, [], picture)).toEqual(['PHOTO_TOO_BRIGHT']);
  });
  it('gives only the measures when the detector could not run', () => {
    expect(coachWarningsOf({ ...good, sharpness: 1 }, null, picture)).toEqual(['PHOTO_BLURRED']);
  });
});

describe('the face search', () => {
  it('is skipped for a picture with too little contrast to show a face', () => {
    expect(worthAFaceSearch(good)).toBe(true);
    expect(worthAFaceSearch({ ...good, contrast: 3 })).toBe(false);
  });
});
