/**
 * The page as OCR is given it (decision 042): grey, stretched to full contrast, with a white
 * margin (OCR misses characters that touch the edge), at a width where the lines' characters are
 * about 30 px tall. Canvas work on the main thread, a few tens of milliseconds.
 */

const canvasOf = (width: number, height: number) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
};

/** The spread (standard deviation) of grey over a small copy of the picture: about 0 for a plain one. */
export function contrastOf(bitmap: ImageBitmap): number {
  const small = canvasOf(64, Math.max(1, Math.round((64 * bitmap.height) / bitmap.width)));
  const context = small.getContext('2d', { willReadFrequently: true });
  if (!context) return 0;
  context.drawImage(bitmap, 0, 0, small.width, small.height);
  const { data } = context.getImageData(0, 0, small.width, small.height);
  let sum = 0;
  let squares = 0;
  const count = data.length / 4;
  for (let i = 0; i < data.length; i += 4) {
    const grey = 0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number);
    sum += grey;
    squares += grey * grey;
  }
  const mean = sum / count;
  return Math.sqrt(Math.max(0, squares / count - mean * mean));
}

/** Greys the canvas and stretches its 1st to 99th percentile of grey to black and white. */
export function stretchGrey(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return canvas;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const { data } = image;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i += 4) {
    const grey = Math.round(
      0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number),
    );
    data[i] = grey;
    histogram[grey] = (histogram[grey] as number) + 1;
  }
  const count = data.length / 4;
  const level = (share: number) => {
    let seen = 0;
    for (let grey = 0; grey < 256; grey++) {
      seen += histogram[grey] as number;
      if (seen >= count * share) return grey;
    }
    return 255;
  };
  const low = level(0.01);
  const high = Math.max(low + 1, level(0.99));
  for (let i = 0; i < data.length; i += 4) {
    const value = Math.min(255, Math.max(0, (((data[i] as number) - low) * 255) / (high - low)));
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value;
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

type Picture = HTMLCanvasElement | ImageBitmap;

/** The picture turned by `degrees` (clockwise) about its centre, on a canvas large enough to hold it, white around. */
function turned(picture: Picture, degrees: number, scale = 1): HTMLCanvasElement {
  const radians = (degrees * Math.PI) / 180;
  const [w, h] = [picture.width * scale, picture.height * scale];
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const canvas = canvasOf(Math.ceil(w * cos + h * sin), Math.ceil(w * sin + h * cos));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return canvas;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(radians);
  context.drawImage(picture, -w / 2, -h / 2, w, h);
  return canvas;
}

/**
 * The turn, in degrees within ±6, that puts the page's text straight, as the server finds it
 * (decision 034): the one that makes the rows of a small copy most uneven (dark text rows, light
 * gaps), tried every half degree.
 */
export function skewOf(bitmap: ImageBitmap): number {
  let best = { angle: 0, score: -1 };
  for (let tenth = -60; tenth <= 60; tenth += 5) {
    const angle = tenth / 10;
    const canvas = turned(bitmap, angle, 480 / bitmap.width);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let previous = 0;
    let score = 0;
    for (let y = 0; y < canvas.height; y++) {
      let ink = 0;
      for (let x = 0; x < canvas.width; x++) ink += 255 - (data[(y * canvas.width + x) * 4 + 1] as number);
      if (y > 0) score += (ink - previous) ** 2;
      previous = ink;
    }
    if (score > best.score) best = { angle, score };
  }
  return best.angle;
}

/** The page turned upright (`skewOf`), or as it is when it is straight already. */
export const upright = (bitmap: ImageBitmap): Picture => {
  const angle = skewOf(bitmap);
  return angle === 0 ? bitmap : turned(bitmap, angle);
};

/** The lower 40 % of the page (where a data page prints its lines) at `width` pixels, with a margin. */
export function lowerPart(bitmap: Picture, width: number): HTMLCanvasElement {
  const top = Math.floor(bitmap.height * 0.6);
  const height = Math.round(((bitmap.height - top) * width) / bitmap.width);
  const canvas = canvasOf(width + 120, height + 80);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return canvas;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, top, bitmap.width, bitmap.height - top, 60, 40, width, height);
  return stretchGrey(canvas);
}

/** The whole page at 1800 pixels wide, should the lines be elsewhere. */
export function wholePage(bitmap: Picture): HTMLCanvasElement {
  const height = Math.round((bitmap.height * 1800) / bitmap.width);
  const canvas = canvasOf(1800, height);
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(bitmap, 0, 0, 1800, height);
  return stretchGrey(canvas);
}
