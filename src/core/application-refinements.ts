import type { z } from 'zod';
import { messages } from './application-messages';
import { isIsoDate } from './calendar';

/** The wizard's rules across fields (dates against each other and against the travel dates). */

/** Issue before expiry; shown on the expiry field; checked once both dates are valid. */
export function expiryAfterIssue<T extends z.ZodType<{ passportIssueDate: string; passportExpiryDate: string }>>(
  schema: T,
) {
  return schema.refine((value) => value.passportExpiryDate > value.passportIssueDate, {
    message: messages.expiryAfterIssue,
    path: ['passportExpiryDate'],
    when(payload) {
      const value = payload.value as { passportIssueDate?: unknown; passportExpiryDate?: unknown } | undefined;
      return (
        typeof value?.passportIssueDate === 'string' &&
        typeof value.passportExpiryDate === 'string' &&
        isIsoDate(value.passportIssueDate.trim()) &&
        isIsoDate(value.passportExpiryDate.trim())
      );
    },
  });
}

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
 * One traveller's passport is valid until the departure date once the wizard knows it, and
 * until today at least before then (docs/decisions/047-the-first-readings-of-the-spec.md, 'Passport validity'); shown on the expiry field.
 */
export function passportValidUntil<T extends z.ZodType>(schema: T, today: () => string, departureDate?: string) {
  return schema.superRefine((_, ctx) => {
    const expiry = dayAt(ctx, ['passportExpiryDate']);
    const lastDay = later(today(), departureDate && isIsoDate(departureDate) ? departureDate : undefined);
    if (expiry && expiry < lastDay) {
      ctx.addIssue({ code: 'custom', message: messages.expiryBeforeDeparture, path: ['passportExpiryDate'] });
    }
  }, always);
}

/** Departure on or after arrival; shown on the departure field. */
export function departureNotBeforeArrival<T extends z.ZodType>(schema: T) {
  return schema.superRefine((_, ctx) => {
    const arrival = dayAt(ctx, ['arrivalDate']);
    const departure = dayAt(ctx, ['departureDate']);
    if (arrival && departure && departure < arrival) {
      ctx.addIssue({ code: 'custom', message: messages.departureBeforeArrival, path: ['departureDate'] });
    }
  }, always);
}

/** The travel step, once the travellers' passports are known: no departure after any of them expires. */
export function departureWithinPassports<T extends z.ZodType>(schema: T, passportExpiryDates: readonly string[]) {
  const firstExpiry = passportExpiryDates.filter(isIsoDate).sort()[0];
  return schema.superRefine((_, ctx) => {
    const departure = dayAt(ctx, ['departureDate']);
    if (firstExpiry && departure && departure > firstExpiry) {
      ctx.addIssue({ code: 'custom', message: messages.departureAfterPassportExpiry, path: ['departureDate'] });
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
      if (expiry && expiry < lastDay) ctx.addIssue({ code: 'custom', message: messages.expiryBeforeDeparture, path });
    }
  }, always);
}
