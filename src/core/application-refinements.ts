import type { z } from 'zod';
import { applicationCodes } from './application-messages';
import { isIsoDate } from './calendar';

/** The wizard's rules across fields (dates against each other and against the travel dates). */

type Path = readonly (string | number)[];
const samePath = (a: readonly PropertyKey[] | undefined, b: Path) =>
  a?.length === b.length && b.every((key, index) => a[index] === key);

/** The calendar day at `path` of a value being parsed, unless it is missing, malformed or already refused. */
export function dayAt(payload: z.core.ParsePayload, path: Path): string | undefined {
  const value = path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | null)?.[key],
    payload.value,
  );
  if (typeof value !== 'string' || !isIsoDate(value.trim())) return undefined;
  return payload.issues.some((issue) => samePath(issue.path, path)) ? undefined : value.trim();
}
export const later = (a: string, b: string | undefined) => (b && b > a ? b : a);
// Cross-field rules run even when other fields are wrong, so every problem shows at once.
export const always = { when: () => true };

/**
 * A passport's dates, on the expiry field: issued before it expires, and not expired. An expired
 * passport is told so, never held to a departure date the traveller may not have given yet.
 */
export function expiryAfterIssue<T extends z.ZodType>(schema: T, today: () => string) {
  return schema.superRefine((_, ctx) => {
    const issue = dayAt(ctx, ['passportIssueDate']);
    const expiry = dayAt(ctx, ['passportExpiryDate']);
    if (!expiry) return;
    if (issue && expiry <= issue) {
      ctx.addIssue({ code: 'custom', message: applicationCodes.expiryAfterIssue, path: ['passportExpiryDate'] });
    } else if (expiry < today()) {
      ctx.addIssue({ code: 'custom', message: applicationCodes.passportExpired, path: ['passportExpiryDate'] });
    }
  }, always);
}

/**
 * One traveller's passport is valid until the departure date once the wizard knows it
 * (docs/decisions/047-the-first-readings-of-the-spec.md, 'Passport validity'); shown on the expiry field. An expired passport is refused
 * by the field's own rule ('This passport has expired'), with or without a departure date.
 */
export function passportValidUntil<T extends z.ZodType>(schema: T, departureDate?: string) {
  return schema.superRefine((_, ctx) => {
    const expiry = dayAt(ctx, ['passportExpiryDate']);
    if (expiry && departureDate && isIsoDate(departureDate) && expiry < departureDate) {
      ctx.addIssue({ code: 'custom', message: applicationCodes.expiryBeforeDeparture, path: ['passportExpiryDate'] });
    }
  }, always);
}

/** Departure on or after arrival; shown on the departure field. */
export function departureNotBeforeArrival<T extends z.ZodType>(schema: T) {
  return schema.superRefine((_, ctx) => {
    const arrival = dayAt(ctx, ['arrivalDate']);
    const departure = dayAt(ctx, ['departureDate']);
    if (arrival && departure && departure < arrival) {
      ctx.addIssue({ code: 'custom', message: applicationCodes.departureBeforeArrival, path: ['departureDate'] });
    }
  }, always);
}

/**
 * The traveller whose passport runs out first before a departure date: the one the travel step's
 * refusal names ('after the expiry date of Ana Smith's passport').
 */
export function passportEndingBefore<T extends { expiry: string }>(
  passports: readonly T[],
  departureDate: string,
): T | undefined {
  if (!isIsoDate(departureDate)) return undefined;
  return passports
    .filter((passport) => isIsoDate(passport.expiry) && passport.expiry < departureDate)
    .sort((a, b) => (a.expiry < b.expiry ? -1 : a.expiry > b.expiry ? 1 : 0))[0];
}

/** The travel step, once the travellers' passports are known: no departure after any of them expires. */
export function departureWithinPassports<T extends z.ZodType>(schema: T, passportExpiryDates: readonly string[]) {
  const firstExpiry = passportExpiryDates.filter(isIsoDate).sort()[0];
  return schema.superRefine((_, ctx) => {
    const departure = dayAt(ctx, ['departureDate']);
    if (firstExpiry && departure && departure > firstExpiry) {
      ctx.addIssue({ code: 'custom', message: applicationCodes.departureAfterPassportExpiry, path: ['departureDate'] });
    }
  }, always);
}

/**
 * The whole application: every traveller's passport, family members' too, is valid until the
 * departure date (or the arrival date when the departure is wrong); shown on each expiry field.
 */
export function passportsValidUntilDeparture<T extends z.ZodType>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const departure = dayAt(ctx, ['departureDate']);
    const arrival = dayAt(ctx, ['arrivalDate']);
    if (!departure && !arrival) return;
    const lastDay = later(arrival ?? '', departure);
    const family = (value as { additionalApplicants?: unknown } | null | undefined)?.additionalApplicants;
    const travellers: Path[] = [
      [],
      ...(Array.isArray(family) ? family.map((_, index) => ['additionalApplicants', index]) : []),
    ];
    for (const traveller of travellers) {
      const path = [...traveller, 'passportExpiryDate'];
      const expiry = dayAt(ctx, path);
      if (expiry && expiry < lastDay)
        ctx.addIssue({ code: 'custom', message: applicationCodes.expiryBeforeDeparture, path });
    }
  }, always);
}
