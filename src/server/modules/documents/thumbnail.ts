import sharp from 'sharp';

/** Wide enough for a card on a phone at 2x; small enough that a page of them loads at once. */
const thumbnailWidth = 320;

/** A JPEG preview of an image document (uploads are re-encoded JPEG or PNG, at most 40 megapixels). */
export async function documentThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: thumbnailWidth, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
}
