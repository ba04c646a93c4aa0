import {
  type PhotoMeasures,
  type PhotoWarning,
  photoThresholds,
  photoWarningCodes,
  photoWarningsOf,
} from './photo-check';

/**
 * The photo coach's rules (issue 33, decision 043), shared by the traveller's device and the
 * tests: the image measures taken from grey pixels the way the server takes them with sharp
 * (decision 034: a 512 px working height, a 3×3 Laplacian offset by 128 and clipped to 0–255,
 * the top, left and right bands), and the face rules, which only the device can apply.
 */
export const photoWorkingHeight = 512;

/** A face the device's detector found, in the pixels of the picture it looked at. */
export interface FoundFace {
  box: { x: number; y: number; width: number; height: number };
  /** The centres of the two eyes, from the 68 landmarks. */
  leftEye: { x: number; y: number };
  rightEye: { x: number; y: number };
}

export const faceThresholds = {
  /** The face's box (brows to chin) shorter than this share of the picture's height. */
  tooSmallBelow: 0.2,
  /** The box's centre further from the picture's middle than this share of its width. */
  offCentreAbove: 0.15,
  /** The line through the eyes turned more than this many degrees. */
  tiltedAboveDegrees: 10,
} as const;

/** Luminance (Rec. 709 weights) of RGBA pixels, as one grey byte a pixel. */
export function greyOf(rgba: ArrayLike<number>, pixels: number): Uint8Array {
  const grey = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const k = i * 4;
    grey[i] = Math.round(
      0.2126 * (rgba[k] as number) + 0.7152 * (rgba[k + 1] as number) + 0.0722 * (rgba[k + 2] as number),
    );
  }
  return grey;
}

function deviation(values: ArrayLike<number>, at: (i: number) => number, count: number) {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < count; i++) {
    const value = values[at(i)] as number;
    sum += value;
    squares += value * value;
  }
  const mean = sum / Math.max(1, count);
  return { mean, deviation: Math.sqrt(Math.max(0, squares / Math.max(1, count) - mean * mean)) };
}

/** The largest deviation of the top band (full width) and the left and right bands (the upper 60 %). */
function borderVariationOf(grey: Uint8Array, width: number, height: number) {
  const band = Math.max(4, Math.round(Math.min(width, height) / 10));
  const sideHeight = Math.round(height * 0.6);
  const top = deviation(grey, (i) => i, width * band).deviation;
  const left = deviation(grey, (i) => Math.floor(i / band) * width + (i % band), band * sideHeight).deviation;
  const right = deviation(
    grey,
    (i) => Math.floor(i / band) * width + width - band + (i % band),
    band * sideHeight,
  ).deviation;
  return Math.max(top, left, right);
}

/** The server's four measures (core/photo-check.ts) of a grey picture already at the working height. */
export function measuresOfGrey(grey: Uint8Array, width: number, height: number): PhotoMeasures {
  const whole = deviation(grey, (i) => i, width * height);
  // The Laplacian as sharp's convolve gives it: offset by 128, clipped to a byte; edges repeat.
  const edges = new Uint8Array(width * height);
  const at = (x: number, y: number) =>
    grey[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] as number;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = at(x, y - 1) + at(x - 1, y) + at(x + 1, y) + at(x, y + 1) - 4 * at(x, y) + 128;
      edges[y * width + x] = Math.max(0, Math.min(255, value));
    }
  }
  const edgeDeviation = deviation(edges, (i) => i, width * height).deviation;
  return {
    brightness: whole.mean,
    contrast: whole.deviation,
    sharpness: (1000 * edgeDeviation ** 2) / Math.max(1, whole.deviation) ** 2,
    borderVariation: borderVariationOf(grey, width, height),
  };
}

/** The face rules: none, several, or one too small, off centre or tilted. */
export function faceWarningsOf(faces: FoundFace[], picture: { width: number; height: number }): PhotoWarning[] {
  if (faces.length === 0) return ['PHOTO_NO_FACE'];
  if (faces.length > 1) return ['PHOTO_SEVERAL_FACES'];
  const [face] = faces as [FoundFace];
  const warnings: PhotoWarning[] = [];
  if (face.box.height < faceThresholds.tooSmallBelow * picture.height) warnings.push('PHOTO_FACE_TOO_SMALL');
  const centre = face.box.x + face.box.width / 2;
  if (Math.abs(centre - picture.width / 2) > faceThresholds.offCentreAbove * picture.width) {
    warnings.push('PHOTO_FACE_OFF_CENTRE');
  }
  const turn = Math.atan2(face.rightEye.y - face.leftEye.y, face.rightEye.x - face.leftEye.x);
  // The eyes' line against the horizontal either way round (the detector's left is the picture's).
  const degrees = Math.abs((turn * 180) / Math.PI);
  if (Math.min(degrees, 180 - degrees) > faceThresholds.tiltedAboveDegrees) warnings.push('PHOTO_HEAD_TILTED');
  return warnings;
}

/**
 * Whether a face is worth looking for: not in a picture with too little contrast to show one (a
 * plain or near-black picture), which is told so by its measures, and the detector is not loaded.
 */
export const worthAFaceSearch = (measures: PhotoMeasures) => measures.contrast >= photoThresholds.lowContrastBelow;

/**
 * The coach's verdict: the server's measures' warnings and the face rules, in the codes' order.
 * A photo too dark or too bright is not also told that no face was found: the detector cannot
 * see one there, and one fix (light) may cure both. `faces` is null when the detector could not
 * run (no model on this device): then only the measures speak.
 */
export function coachWarningsOf(
  measures: PhotoMeasures,
  faces: FoundFace[] | null,
  picture: { width: number; height: number },
): PhotoWarning[] {
  const warnings = new Set(photoWarningsOf(measures));
  const exposed = !warnings.has('PHOTO_TOO_DARK') && !warnings.has('PHOTO_TOO_BRIGHT');
  if (faces) {
    for (const warning of faceWarningsOf(faces, picture)) {
      if (warning !== 'PHOTO_NO_FACE' || exposed) warnings.add(warning);
    }
  }
  return photoWarningCodes.filter((code) => warnings.has(code));
}
