import sharp from 'sharp';
import { mrzCheckDigit } from '../../../core/passport-check';

/**
 * Passport data pages made in code for the tests and the bench (never committed): specimen data,
 * a TD3 machine-readable zone drawn in a monospace font, then scaled, tilted, softened and
 * compressed as a phone photo would be.
 */
export interface SpecimenPassport {
  documentNumber: string;
  surname: string;
  givenNames: string;
  nationality: string;
  issuingCountry: string;
  /** YYMMDD as printed. */
  birth: string;
  sex: 'M' | 'F' | '<';
  expiry: string;
  personalNumber?: string;
}

const field = (value: string, length: number) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '<')
    .padEnd(length, '<')
    .slice(0, length);

/** The two 44-character lines of a TD3 passport, check digits included. */
export function td3Lines(p: SpecimenPassport): [string, string] {
  const names = `${field(p.surname, 39).replace(/<+$/, '')}<<${p.givenNames.toUpperCase().replace(/[^A-Z]/g, '<')}`;
  const line1 = `P<${field(p.issuingCountry, 3)}${field(names, 39)}`;
  const number = field(p.documentNumber, 9);
  const personal = field(p.personalNumber ?? '', 14);
  const personalDigit = /^<+$/.test(personal) ? '<' : String(mrzCheckDigit(personal));
  const parts = [
    number + mrzCheckDigit(number),
    field(p.nationality, 3),
    p.birth + mrzCheckDigit(p.birth),
    p.sex,
    p.expiry + mrzCheckDigit(p.expiry),
    personal + personalDigit,
  ];
  const composite = parts[0]! + parts[2]! + parts[4]! + parts[5]!;
  return [line1, `${parts.join('')}${mrzCheckDigit(composite)}`];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An SVG data page 1250 × 880 (125 × 88 mm at 10 px/mm): header, a face box, printed fields, the MRZ. */
export function dataPageSvg(p: SpecimenPassport, lines = td3Lines(p)): string {
  const label = (x: number, y: number, name: string, value: string) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="18" fill="#555">${name}</text>` +
    `<text x="${x}" y="${y + 30}" font-family="DejaVu Sans" font-size="26" fill="#111">${escapeXml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1250" height="880">
<rect width="1250" height="880" fill="#eef1ea"/>
<rect x="0" y="0" width="1250" height="70" fill="#c9d6e3"/>
<text x="40" y="48" font-family="DejaVu Sans" font-size="30" fill="#223">PASSPORT  SPECIMEN  ${escapeXml(p.issuingCountry)}</text>
<rect x="50" y="110" width="300" height="390" fill="#b9b2a8"/>
<ellipse cx="200" cy="260" rx="90" ry="115" fill="#8a7a6a"/>
${label(400, 120, 'Surname', p.surname)}
${label(400, 200, 'Given names', p.givenNames)}
${label(400, 280, 'Nationality', p.nationality)}
${label(400, 360, 'Date of birth', p.birth)}
${label(800, 360, 'Sex', p.sex)}
${label(400, 440, 'Date of expiry', p.expiry)}
${label(800, 120, 'Passport No.', p.documentNumber)}
<rect x="0" y="640" width="1250" height="240" fill="#f7f7f4"/>
${lines
  .map(
    (line, i) =>
      `<text x="45" y="${720 + i * 80}" font-family="DejaVu Sans Mono" font-size="45" textLength="1160" lengthAdjust="spacingAndGlyphs" fill="#111">${escapeXml(line)}</text>`,
  )
  .join('\n')}
</svg>`;
}

export interface Distortion {
  /** Output width in pixels (the page is 1250 wide before scaling). */
  width: number;
  /** Degrees, up to 5 either way. */
  rotate: number;
  /** Gaussian sigma after scaling; 0 for none. */
  blur: number;
  quality: number;
}

/** The page as a JPEG photo: scaled, turned on a grey table, softened and compressed. */
export async function passportPhoto(p: SpecimenPassport, d: Distortion, lines = td3Lines(p)): Promise<Buffer> {
  let image = sharp(Buffer.from(dataPageSvg(p, lines)), { density: 72 }).resize({ width: d.width });
  if (d.rotate !== 0) image = sharp(await image.png().toBuffer()).rotate(d.rotate, { background: '#8c8c8c' });
  if (d.blur > 0) image = sharp(await image.png().toBuffer()).blur(d.blur);
  return image.jpeg({ quality: d.quality }).toBuffer();
}

const surnames = [
  'GARCIA LOPEZ',
  'MULLER',
  'TANAKA',
  'OBRIEN',
  'NGUYEN',
  'DUBOIS',
  'ROSSI',
  'SILVA',
  'KOWALSKA',
  'ANDERSSON',
];
const given = ['JOSE MARIA', 'ANNA', 'HARUTO', 'SIOBHAN', 'MINH', 'CLAIRE', 'GIULIA', 'JOAO PEDRO', 'ZOFIA', 'ERIK'];
const countries = ['ESP', 'D', 'JPN', 'IRL', 'USA', 'FRA', 'ITA', 'PRT', 'POL', 'SWE'];

/** The i-th specimen of the corpus: varied names, countries, numbers and dates, deterministic. */
export function specimen(i: number): SpecimenPassport {
  const pick = <T>(list: T[]) => list[i % list.length] as T;
  const two = (n: number) => String(n).padStart(2, '0');
  const country = pick(countries);
  return {
    documentNumber: `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 7) % 26))}${String(1234567 + i * 7919).slice(-7)}`,
    surname: pick(surnames),
    givenNames: pick(given),
    nationality: country === 'D' ? 'D' : country,
    issuingCountry: country,
    birth: `${two(60 + ((i * 3) % 40))}${two(1 + (i % 12))}${two(1 + ((i * 5) % 28))}`,
    sex: i % 2 === 0 ? 'F' : 'M',
    expiry: `${two(27 + (i % 9))}${two(1 + ((i * 7) % 12))}${two(1 + ((i * 11) % 28))}`,
    ...(i % 4 === 0 ? { personalNumber: `${1000 + i}X${i}` } : {}),
  };
}

/** The i-th distortion: widths from 1000 to 2000 px, turns within 5°, some blur, JPEG 55–90. */
export function distortion(i: number): Distortion {
  return {
    width: [1000, 1300, 1600, 2000][i % 4] as number,
    rotate: [0, 2, -3, 5, -5, 1.5][i % 6] as number,
    blur: [0, 0.8, 0, 1.4, 0.5][i % 5] as number,
    quality: [90, 70, 55, 80][i % 4] as number,
  };
}
