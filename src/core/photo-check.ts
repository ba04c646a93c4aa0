import { z } from 'zod';

/**
 * The photo check (issue 33): the codes of the problems a photo may have, and the thresholds the
 * server's image measures are held to. Face codes come only from the traveller's device; the
 * server sees exposure, contrast, sharpness and the background. Advice only, never a refusal.
 * Thresholds and their error rates on the labelled corpus: docs/decisions/034-passport-and-photo-checks.md.
 */
export const photoWarningCodes = [
  'PHOTO_NO_FACE',
  'PHOTO_SEVERAL_FACES',
  'PHOTO_FACE_TOO_SMALL',
  'PHOTO_FACE_OFF_CENTRE',
  'PHOTO_HEAD_TILTED',
  'PHOTO_TOO_DARK',
  'PHOTO_TOO_BRIGHT',
  'PHOTO_LOW_CONTRAST',
  'PHOTO_BLURRED',
  'PHOTO_BACKGROUND_NOT_PLAIN',
] as const;
export type PhotoWarning = (typeof photoWarningCodes)[number];

/** The measures of a photo, each on 0–255 grey levels, taken at a fixed working size (512 px tall). */
export interface PhotoMeasures {
  /** Mean luminance. */
  brightness: number;
  /** Standard deviation of the luminance. */
  contrast: number;
  /** Variance of the Laplacian of the luminance, per thousandth of the luminance's variance: low for a soft or shaken picture. */
  sharpness: number;
  /** The largest standard deviation of the luminance along the top, left and right borders. */
  borderVariation: number;
}

export const photoThresholds = {
  tooDarkBelow: 60,
  tooBrightAbove: 225,
  lowContrastBelow: 25,
  blurredBelow: 8,
  backgroundNotPlainAbove: 20,
} as const;

/**
 * The warnings the server's measures raise, in the order of `photoWarningCodes`. Exposure comes
 * first: a dark or a burnt-out photo has little contrast too, and one fix (light) cures both.
 */
export function photoWarningsOf(measures: PhotoMeasures, thresholds = photoThresholds): PhotoWarning[] {
  const warnings: PhotoWarning[] = [];
  if (measures.brightness < thresholds.tooDarkBelow) warnings.push('PHOTO_TOO_DARK');
  if (measures.brightness > thresholds.tooBrightAbove) warnings.push('PHOTO_TOO_BRIGHT');
  if (warnings.length === 0 && measures.contrast < thresholds.lowContrastBelow) warnings.push('PHOTO_LOW_CONTRAST');
  if (measures.sharpness < thresholds.blurredBelow) warnings.push('PHOTO_BLURRED');
  if (measures.borderVariation > thresholds.backgroundNotPlainAbove) warnings.push('PHOTO_BACKGROUND_NOT_PLAIN');
  return warnings;
}

export const photoCheckSchema = z.object({
  status: z.enum(['pending', 'checked']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  warnings: z.array(z.enum(photoWarningCodes)),
  /** What the traveller's device showed them about this photo (decision 043); absent when it showed nothing. */
  deviceWarnings: z.array(z.enum(photoWarningCodes)).optional(),
});
export type PhotoCheck = z.infer<typeof photoCheckSchema>;

/**
 * Whether staff are told to look at a photo (the list's and the queue's flag): a warning from the
 * server's check or one the traveller's device showed (decision 043), which the server may not see.
 */
export const photoHasWarnings = (check: Pick<PhotoCheck, 'warnings' | 'deviceWarnings'>) =>
  check.warnings.length > 0 || (check.deviceWarnings?.length ?? 0) > 0;

/** `PUT /api/documents/{id}/device-check`: the warnings the device's coach showed beside the photo, each once. */
export const deviceCheckSchema = z.object({
  warnings: z
    .array(z.enum(photoWarningCodes))
    .max(photoWarningCodes.length)
    .transform((codes) => photoWarningCodes.filter((code) => codes.includes(code))),
});
