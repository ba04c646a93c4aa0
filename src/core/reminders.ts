import { z } from 'zod';
import { addMonths } from './calendar';
import { languageCodes } from './languages';

/**
 * Reminders and the Home Office disruption notice (issue #34, decision 035): when an ETA ends, which
 * of its reminders is due, and the shapes of the disruption on the wire.
 */

/** An ETA lasts two years from the grant, or until the passport expires, whichever comes first (FACTS.md). */
export function etaEndDay(grantDay: string, passportExpiry: string | null | undefined): string {
  const twoYears = addMonths(grantDay, 24);
  return passportExpiry && passportExpiry < twoYears ? passportExpiry : twoYears;
}

/** The ETA's end is told 60 and 14 days before. */
export const etaEndNoticeDays = [60, 14] as const;
export type EtaEndNotice = (typeof etaEndNoticeDays)[number];

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * The reminder due on `today` for an ETA ending on `endDay`: the nearest window the day is in, while
 * the end is still ahead (a reminder missed by a stopped server goes at the next run); null otherwise.
 */
export function dueEtaEndNotice(endDay: string, today: string): EtaEndNotice | null {
  const left = daysBetween(today, endDay);
  if (left <= 0) return null;
  if (left <= 14) return 14;
  return left <= 60 ? 60 : null;
}

/** A disruption's notice is at most this long in any language. */
export const maxDisruptionMessage = 600;

/** PUT /api/admin/disruption: declare (with the notice per language, or the default) or end it. */
export const disruptionUpdateSchema = z.object({
  active: z.boolean(),
  message: z
    .partialRecord(z.enum(languageCodes as [string, ...string[]]), z.string().trim().min(1).max(maxDisruptionMessage))
    .optional(),
});
export type DisruptionUpdate = z.infer<typeof disruptionUpdateSchema>;

/** In the public settings, always: `{ active: false, since: null, message: null }` when there is none. */
export const publicDisruptionSchema = z.object({
  active: z.boolean(),
  since: z.string().nullable(),
  /** The notice in each of the ten languages. */
  message: z.record(z.string(), z.string()).nullable(),
});
export type PublicDisruption = z.infer<typeof publicDisruptionSchema>;
export const noDisruption: PublicDisruption = { active: false, since: null, message: null };

/** The profile's switch: whether reminders (not service e-mails about a live application) are sent. */
export const reminderPreferenceSchema = z.object({ enabled: z.boolean() });
