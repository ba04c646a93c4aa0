import type { documents } from '../db/schema';

type DocumentRow = Pick<typeof documents.$inferSelect, 'id' | 'travellerIndex'>;

/**
 * Which traveller a document belongs to: the one a fix recorded on it, else an additional
 * applicant whose answers name its id, else the main applicant (the wizard's own documents).
 */
export function travellerIndexOfDocument(document: DocumentRow, additional: unknown): number {
  if (document.travellerIndex !== null) return document.travellerIndex;
  if (!Array.isArray(additional)) return 0;
  const index = additional.findIndex((applicant) =>
    Object.values((applicant ?? {}) as Record<string, unknown>).includes(document.id),
  );
  return index === -1 ? 0 : index + 1;
}
