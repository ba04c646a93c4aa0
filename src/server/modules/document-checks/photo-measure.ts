import sharp from 'sharp';
import { type PhotoCheck, type PhotoMeasures, photoWarningsOf } from '../../../core/photo-check';
import { imageDecodes } from '../documents/upload-checks';

/** The working height: measures compare across photo sizes, and a 12-MP photo costs no more than a small one. */
const workingHeight = 512;
const laplacian = { width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 };

/**
 * Measures a photo with sharp (issue 33): every pixel operation runs in libvips' own threads, off
 * the event loop, within the upload's two-decodes-at-a-time limit. Brightness and contrast are
 * the luminance's mean and deviation, sharpness the variance of its Laplacian per
 * thousandth of its own variance (so a dark photo is not also called soft), and the background
 * the most uneven of the top, left and right borders (a tenth of the picture each).
 */
export async function measurePhoto(data: Buffer): Promise<{ width: number; height: number; measures: PhotoMeasures }> {
  return imageDecodes.run(async () => {
    const upright = sharp(data, { limitInputPixels: 40_000_000 }).rotate();
    const { width = 0, height = 0, orientation = 1 } = await upright.metadata();
    const size = orientation >= 5 ? { width: height, height: width } : { width, height };
    const grey = await upright
      .resize({ height: workingHeight })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = () => sharp(grey.data, { raw: grey.info });
    // sharp's stats() reads a pipeline's input, so each measured picture is made first.
    const statsOf = async (pipeline: sharp.Sharp) =>
      sharp(
        ...(await pipeline
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => [data, { raw: info }] as const)),
      ).stats();
    const [whole, edges] = await Promise.all([image().stats(), statsOf(image().convolve(laplacian))]);
    const w = grey.info.width;
    const h = grey.info.height;
    const band = Math.max(4, Math.round(Math.min(w, h) / 10));
    const borders = await Promise.all(
      [
        { left: 0, top: 0, width: w, height: band },
        { left: 0, top: 0, width: band, height: Math.round(h * 0.6) },
        { left: w - band, top: 0, width: band, height: Math.round(h * 0.6) },
      ].map((region) => statsOf(image().extract(region))),
    );
    const channel = (stats: sharp.Stats) => stats.channels[0] as sharp.ChannelStats;
    return {
      ...size,
      measures: {
        brightness: channel(whole).mean,
        contrast: channel(whole).stdev,
        sharpness: (1000 * channel(edges).stdev ** 2) / Math.max(1, channel(whole).stdev) ** 2,
        borderVariation: Math.max(...borders.map((stats) => channel(stats).stdev)),
      },
    };
  });
}

/** The server's photo check: the dimensions and the warnings its measures raise. */
export async function checkPhoto(data: Buffer): Promise<PhotoCheck> {
  const { width, height, measures } = await measurePhoto(data);
  return { status: 'checked', width, height, warnings: photoWarningsOf(measures) };
}
