import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type DeviceAsset, packageDir, versionedAssetRoute, versionOf } from './versioned-assets';

/**
 * The photo coach's files for the traveller's device (decision 043): face-api's browser module
 * (TensorFlow.js inside) and the weights of its tiny face detector and tiny 68-point landmarks,
 * as the package ships them, from our own origin under a versioned path. No CDN, no other model.
 */
export const faceVersion = `f${versionOf('@vladmandic/face-api')}`;

const root = packageDir('@vladmandic/face-api');
const model = (name: string): Record<string, DeviceAsset> => ({
  [`${name}-weights_manifest.json`]: {
    file: path.join(root, 'model', `${name}-weights_manifest.json`),
    type: 'application/json',
  },
  [`${name}.bin`]: { file: path.join(root, 'model', `${name}.bin`), type: 'application/octet-stream', plain: true },
});
const files: Record<string, DeviceAsset> = {
  'face-api.esm.js': { file: path.join(root, 'dist/face-api.esm.js'), type: 'text/javascript' },
  ...model('tiny_face_detector_model'),
  ...model('face_landmark_68_tiny_model'),
};

export async function faceAssetRoutes(app: FastifyInstance) {
  versionedAssetRoute(app, { prefix: '/face', version: faceVersion, files, policy: "default-src 'none'" });
}
