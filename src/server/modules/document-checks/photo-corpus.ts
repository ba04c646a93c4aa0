import sharp from 'sharp';
import type { PhotoWarning } from '../../../core/photo-check';

/**
 * Portraits made in code for the tests, the thresholds and the bench (never committed): a
 * face-like head and shoulders on a plain background, 600 × 750 or larger, and each fault a
 * camera gives. Deterministic from their index.
 */
export type PhotoLabel = 'good' | Exclude<PhotoWarning, `PHOTO_${'NO' | 'SEVERAL' | 'FACE' | 'HEAD'}_${string}`>;

const backgrounds = ['#eeeeee', '#f2f0ea', '#e4e8ec', '#dcdcdc', '#f5f5f5'];
const skins = ['#e0b899', '#c68e6a', '#8d5a3b', '#f1cfb4', '#a8714f'];
const hairs = ['#2b1d14', '#5a3a22', '#111111', '#a07040', '#777777'];

function portraitSvg(i: number, width: number, height: number, busy: boolean): string {
  const pick = (list: string[]) => list[i % list.length] as string;
  const cx = width / 2 + ((i % 5) - 2) * width * 0.01;
  const cy = height * 0.42;
  const rx = width * (0.2 + (i % 3) * 0.015);
  const ry = rx * 1.3;
  const clutter = busy
    ? Array.from({ length: 40 }, (_, k) => {
        const x = ((k * 97 + i * 31) % 100) / 100;
        const y = ((k * 53 + i * 17) % 100) / 100;
        const colour = ['#1b4f8a', '#d1462f', '#2e8b57', '#f0c419', '#333333'][k % 5];
        return `<rect x="${x * width}" y="${y * height * 0.7}" width="${width * 0.12}" height="${height * 0.09}" fill="${colour}" transform="rotate(${(k * 23) % 90} ${x * width} ${y * height})"/>`;
      }).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><radialGradient id="s" cx="45%" cy="40%" r="70%"><stop offset="0" stop-color="${pick(skins)}"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="${pick(backgrounds)}"/>${clutter}
<ellipse cx="${cx}" cy="${height * 1.02}" rx="${width * 0.42}" ry="${height * 0.3}" fill="#2d3e50"/>
<rect x="${cx - rx * 0.35}" y="${cy + ry * 0.7}" width="${rx * 0.7}" height="${ry * 0.6}" fill="${pick(skins)}"/>
<ellipse cx="${cx}" cy="${cy - ry * 0.25}" rx="${rx * 1.08}" ry="${ry * 0.85}" fill="${pick(hairs)}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${pick(skins)}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#s)"/>
<ellipse cx="${cx - rx * 0.38}" cy="${cy - ry * 0.12}" rx="${rx * 0.16}" ry="${rx * 0.08}" fill="#fff"/>
<ellipse cx="${cx + rx * 0.38}" cy="${cy - ry * 0.12}" rx="${rx * 0.16}" ry="${rx * 0.08}" fill="#fff"/>
<circle cx="${cx - rx * 0.38}" cy="${cy - ry * 0.12}" r="${rx * 0.07}" fill="#2a1a10"/>
<circle cx="${cx + rx * 0.38}" cy="${cy - ry * 0.12}" r="${rx * 0.07}" fill="#2a1a10"/>
<path d="M ${cx - rx * 0.55} ${cy - ry * 0.28} q ${rx * 0.17} -${ry * 0.06} ${rx * 0.34} 0 M ${cx + rx * 0.21} ${cy - ry * 0.28} q ${rx * 0.17} -${ry * 0.06} ${rx * 0.34} 0" stroke="${pick(hairs)}" stroke-width="${rx * 0.05}" fill="none"/>
<path d="M ${cx} ${cy - ry * 0.05} l -${rx * 0.1} ${ry * 0.3} h ${rx * 0.2}" stroke="#00000055" stroke-width="${rx * 0.03}" fill="none"/>
<path d="M ${cx - rx * 0.3} ${cy + ry * 0.45} q ${rx * 0.3} ${ry * 0.1} ${rx * 0.6} 0" stroke="#8a3a3a" stroke-width="${rx * 0.06}" fill="none"/>
</svg>`;
}

/** A portrait with the given fault (or none), as a JPEG of `width` × 1.25 `width` pixels. */
export async function portrait(i: number, label: PhotoLabel, width = 600 + (i % 4) * 200): Promise<Buffer> {
  const height = Math.round(width * 1.25);
  let image = sharp(Buffer.from(portraitSvg(i, width, height, label === 'PHOTO_BACKGROUND_NOT_PLAIN')));
  // A camera's grain: a little noise on every photo, so none is unnaturally clean.
  const raw = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let seed = i * 7919 + 1;
  for (let k = 0; k < raw.data.length; k++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw.data[k] = Math.max(0, Math.min(255, (raw.data[k] as number) + ((seed >> 16) % 9) - 4));
  }
  image = sharp(raw.data, { raw: raw.info });
  const level = (i % 3) / 10;
  if (label === 'PHOTO_TOO_DARK') image = image.linear(0.2 + level * 0.3, 0);
  if (label === 'PHOTO_TOO_BRIGHT') image = image.linear(0.35, 175 + level * 150);
  if (label === 'PHOTO_LOW_CONTRAST') image = image.linear(0.12 + level * 0.2, 110);
  if (label === 'PHOTO_BLURRED') image = sharp(await image.png().toBuffer()).blur(4 + level * 20);
  return image.jpeg({ quality: 85 }).toBuffer();
}

export const photoLabels: PhotoLabel[] = [
  'good',
  'PHOTO_TOO_DARK',
  'PHOTO_TOO_BRIGHT',
  'PHOTO_LOW_CONTRAST',
  'PHOTO_BLURRED',
  'PHOTO_BACKGROUND_NOT_PLAIN',
];
