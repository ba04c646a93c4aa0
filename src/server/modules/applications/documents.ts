import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { type ApplicationData, applicationCodes, type DocumentKind } from '../../../core/applications';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';

interface WantedDocument {
  field: string;
  id: string;
  kind: DocumentKind;
  message: string;
}

/** The documents an application names, each with the form field it came from. */
export function wantedDocuments(data: ApplicationData): WantedDocument[] {
  return [
    {
      field: 'passportScanPath',
      id: data.passportScanPath,
      kind: 'passportScan',
      message: applicationCodes.passportScan,
    },
    { field: 'photoPath', id: data.photoPath, kind: 'photo', message: applicationCodes.photo },
    ...(data.additionalDocumentPath
      ? [
          {
            field: 'additionalDocumentPath',
            id: data.additionalDocumentPath,
            kind: 'additionalDocument' as const,
            message: applicationCodes.additionalDocument,
          },
        ]
      : []),
    ...data.additionalApplicants.flatMap((traveller, index) => [
      {
        field: `additionalApplicants.${index}.passportScanPath`,
        id: traveller.passportScanPath,
        kind: 'passportScan' as const,
        message: applicationCodes.passportScan,
      },
      {
        field: `additionalApplicants.${index}.photoPath`,
        id: traveller.photoPath,
        kind: 'photo' as const,
        message: applicationCodes.photo,
      },
    ]),
  ];
}

/**
 * The documents a paid application is built with: those attached to its payment (or, for a
 * payment made before documents were attached, still unattached), whoever's session is gone.
 * Returns the ids, or the fields whose document is missing.
 */
export async function documentsOfPayment(db: Database, data: ApplicationData, paymentId: string) {
  const wanted = wantedDocuments(data);
  const rows = await db
    .select({ id: documents.id, kind: documents.kind })
    .from(documents)
    .where(
      and(
        inArray(
          documents.id,
          wanted.map((item) => item.id),
        ),
        isNull(documents.applicationId),
        or(eq(documents.paymentId, paymentId), isNull(documents.paymentId)),
      ),
    );
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.filter((item) => found.get(item.id)?.kind !== item.kind).map((item) => item.field);
  return { documentIds: wanted.map((item) => item.id), missing };
}
