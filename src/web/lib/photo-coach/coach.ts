import type * as FaceApi from '@vladmandic/face-api';
import type { PhotoWarning } from '../../../core/photo-check';
import {
  coachWarningsOf,
  type FoundFace,
  greyOf,
  measuresOfGrey,
  photoWorkingHeight,
  worthAFaceSearch,
} from '../../../core/photo-coach';

/**
 * The coach itself (decision 043): the server's four measures on the photo drawn 512 px tall
 * (core/photo-coach.ts), and face-api's tiny face detector with its tiny 68-point landmarks on
 * TensorFlow.js's CPU backend, all from our own origin under a versioned path
 * (src/server/lib/face-assets.ts). Nothing leaves the device.
 */
const base = `/face/${import.meta.env.FACE_VERSION}`;
/** The detector's input: a portrait's face is large, and 224 keeps a phone's CPU within the budget. */
export const detectorInputSize = 224;
export const detectorMinScore = 0.5;

let loaded: Promise<typeof FaceApi> | undefined;

function faceApi(): Promise<typeof FaceApi> {
  loaded ??= (async () => {
    const api = (await import(/* @vite-ignore */ `${base}/face-api.esm.js`)) as typeof FaceApi;
    // The CPU backend: no shaders to compile, the same answer on every device (decision 043).
    // (face-api's types name TensorFlow.js's own package, which its bundle carries inside.)
    const tf = api.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
    await tf.setBackend('cpu');
    await tf.ready();
    await Promise.all([api.nets.tinyFaceDetector.loadFromUri(base), api.nets.faceLandmark68TinyNet.loadFromUri(base)]);
    return api;
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

const centreOf = (points: { x: number; y: number }[]) => ({
  x: points.reduce((sum, point) => sum + point.x, 0) / Math.max(1, points.length),
  y: points.reduce((sum, point) => sum + point.y, 0) / Math.max(1, points.length),
});

async function facesIn(canvas: HTMLCanvasElement): Promise<FoundFace[]> {
  const api = await faceApi();
  const options = new api.TinyFaceDetectorOptions({ inputSize: detectorInputSize, scoreThreshold: detectorMinScore });
  const found = await api.detectAllFaces(canvas, options).withFaceLandmarks(true);
  return found.map(({ detection, landmarks }) => ({
    box: { x: detection.box.x, y: detection.box.y, width: detection.box.width, height: detection.box.height },
    leftEye: centreOf(landmarks.getLeftEye()),
    rightEye: centreOf(landmarks.getRightEye()),
  }));
}

/** The coach's advice on one photo (upright already: prepare-upload turns it by its EXIF). */
export async function coachPhotoImage(file: Blob): Promise<PhotoWarning[]> {
  // Decoded straight to the working height: a 12-megapixel photo is never held at full size.
  const bitmap = await createImageBitmap(file, { resizeHeight: photoWorkingHeight, resizeQuality: 'high' });
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No canvas');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const picture = { width: canvas.width, height: canvas.height };
  const pixels = context.getImageData(0, 0, picture.width, picture.height).data;
  const measures = measuresOfGrey(greyOf(pixels, picture.width * picture.height), picture.width, picture.height);
  const faces = worthAFaceSearch(measures) ? await facesIn(canvas).catch(() => null) : null;
  return coachWarningsOf(measures, faces, picture);
}
