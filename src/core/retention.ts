import { type CaseStatus, isOpenCase } from './cases';
import { fieldCodes } from './field-codes';

/**
 * How long an application's documents and personal answers are kept (docs/decisions/016-retention-and-erasure.md, 'How long
 * documents are kept', decision 016): `documentRetentionDays` after the later of the last
 * traveller's decision and the departure date, or after a cancellation; then only the minimal
 * record (reference, dates, amount, status, refunds) stays, for six years.
 */
export const maxDocumentRetentionDays = 3650;
export const minimalRecordYears = 6;

export const retentionMessages = {
  daysWhole: 'Enter the number of days as a whole number',
  daysMin: 'Documents must be kept for at least 1 day',
  daysMax: `Documents can be kept for at most ${maxDocumentRetentionDays} days`,
} as const;

/** The code of each rule above that a schema gives as its message (decision 051). */
export const retentionCodes = {
  ...fieldCodes('RETENTION', ['daysWhole', 'daysMin', 'daysMax']),
} as const;

export interface RetentionInput {
  /** Each traveller's case status; a decision is final, `invalid` is open (we resubmit). */
  statuses: readonly CaseStatus[];
  /** When the last decision was made (the decided cases' latest), if every case is decided. */
  decidedAt: Date | null;
  /** The trip's last day (YYYY-MM-DD). */
  departureDate: string;
  /** When the application (every case) was cancelled. */
  cancelledAt: Date | null;
}

const dayMs = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
/** The start of the next UTC day (the moment itself when it is a day's start). */
const dayStartOnOrAfter = (time: number) => new Date(Math.ceil(time / dayMs) * dayMs);

/**
 * The moment the documents and personal data may be erased, or null while any case is open:
 * the start of a UTC day, so the daily job (which runs every 24 hours) erases them on that day
 * and 'deleted on {date}' holds. All cancelled: counted from the cancellation. Otherwise every
 * case must be decided or cancelled, and the count starts at the later of the last decision and
 * the end of the departure day.
 */
export function personalDataErasableFrom(input: RetentionInput, retentionDays: number): Date | null {
  if (input.statuses.length === 0) return null;
  const cancelled = (status: CaseStatus) => status === 'cancelled';
  if (input.statuses.every(cancelled)) {
    return input.cancelledAt ? dayStartOnOrAfter(input.cancelledAt.getTime() + retentionDays * dayMs) : null;
  }
  const closed = input.statuses.every((status) => !isOpenCase(status));
  if (!closed || !input.decidedAt) return null;
  const tripEnd = startOfDay(input.departureDate).getTime() + dayMs;
  return dayStartOnOrAfter(Math.max(input.decidedAt.getTime(), tripEnd) + retentionDays * dayMs);
}

/** The day (YYYY-MM-DD, UTC) 'Your documents will be deleted on {date}' names, or null. */
export function documentsDeletionDay(input: RetentionInput, retentionDays: number): string | null {
  return personalDataErasableFrom(input, retentionDays)?.toISOString().slice(0, 10) ?? null;
}

/** When the minimal record itself goes: six years after the personal data were erased. */
export function minimalRecordDeletableFrom(erasedAt: Date): Date {
  const until = new Date(erasedAt);
  until.setUTCFullYear(until.getUTCFullYear() + minimalRecordYears);
  return until;
}
