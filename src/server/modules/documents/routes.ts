import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type DocumentKind, documentKinds } from '../../../core/applications';
import { errorCodes, refusalCodes } from '../../../core/errors';
import { maxUploadBytes, rateLimitMessages } from '../../../core/limits';
import { passportCheckSchema } from '../../../core/passport-check';
import { deviceCheckSchema, type PhotoWarning, photoCheckSchema } from '../../../core/photo-check';
import type { Database } from '../../db/client';
import { type RequestContext, requestContext } from '../../lib/audit';
import { clientKey } from '../../lib/client-key';
import { AppError, badRequest, notFound, tooLarge } from '../../lib/errors';
import type { Job } from '../../lib/jobs';
import { consumeRateLimit } from '../../lib/rate-limit';
import { rateLimits } from '../../lib/rate-limits';
import type { SessionUser } from '../../lib/sessions';
import type { FileStorage } from '../../lib/storage/index';
import {
  deleteAbandonedDocuments,
  deleteDocument,
  downloadName,
  type Owner,
  ownDocumentInfo,
  readDocument,
  storeDocument,
} from './service';
import { documentThumbnail } from './thumbnail';
import { fileTooLargeMessage } from './upload-checks';

export const noPreviewMessage = 'This document has no preview.';
export const fileMissingMessage = 'Please choose a file to upload.';
export const kindMissingMessage = 'Please say which document this is.';
export const malformedUploadMessage =
  'The upload was incomplete or malformed. Please choose the file and upload it again.';

const documentSchema = z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string() });
const idParams = z.object({ id: z.uuid() });
const checkSchema = z.object({
  success: z.literal(true),
  passport: passportCheckSchema.optional(),
  photo: photoCheckSchema.optional(),
});
const viewQuery = z.object({ view: z.enum(['inline', 'download']).optional() });

/**
 * The passport and photo checks (decision 034) are the document-checks module's, which reads this
 * module's documents: app.ts passes them in, so the two modules do not import each other (issue 38).
 */
export interface DocumentChecks {
  /** Checks one stored passport scan or photo and keeps the result with the document. */
  run(db: Database, storage: FileStorage, id: string): Promise<void>;
  /** A document's check, for its owner or staff (a staff read is recorded). */
  answerFor(
    db: Database,
    id: string,
    reader: { owner: Owner | null; user: SessionUser | null; context: RequestContext },
  ): Promise<z.infer<typeof checkSchema>>;
  /** Keeps the warnings the traveller's device showed beside their photo (decision 043), for its owner. */
  recordDevice(db: Database, id: string, owner: Owner | null, warnings: PhotoWarning[]): Promise<void>;
  /** Ends the passport readers' worker threads when the app closes. */
  end(): Promise<void>;
}

/**
 * Uploads (spec §5 'File uploads'): stored outside the web root, readable by their owner and admins only.
 * Encapsulated, so @fastify/multipart's parser, request decorations and async onResponse hook stay
 * with these routes instead of running on every request of the app (/api/health included,
 * docs/decisions/055-health-with-a-margin.md).
 */
export const documentsPlugin = fp(documentRoutes, {
  name: 'documents',
  dependencies: ['storage', 'sessions'],
  encapsulate: true,
});

async function documentRoutes(fastify: FastifyInstance, checks: DocumentChecks) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });

  app.post('/api/documents', { schema: { response: { 201: documentSchema } } }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(fileMissingMessage, undefined, refusalCodes.fileMissing);
    await consumeRateLimit(app.db, {
      key: `upload:ip:${clientKey(request.ip)}`,
      ...rateLimits.uploadsPerIp,
      code: refusalCodes.tooManyUploads,
      message: rateLimitMessages.tooManyUploads,
    });
    let kind: string | undefined;
    let file: { name: string | undefined; data: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) {
            await part.toBuffer();
            continue;
          }
          file = { name: part.filename, data: await part.toBuffer() };
        } else if (part.fieldname === 'kind') {
          kind = String(part.value);
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw tooLarge(fileTooLargeMessage, refusalCodes.fileTooLarge);
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (error instanceof AppError || status < 500) throw error;
      // No boundary, a body that ends early, broken part headers: the sender's fault, not ours.
      throw badRequest(malformedUploadMessage, undefined, refusalCodes.uploadMalformed);
    }
    if (!kind || !(documentKinds as readonly string[]).includes(kind)) {
      throw badRequest(
        kindMissingMessage,
        { kind: refusalCodes.documentKindMissing },
        refusalCodes.documentKindMissing,
      );
    }
    if (!file || file.data.length === 0) throw badRequest(fileMissingMessage, undefined, refusalCodes.fileMissing);
    if (file.data.length > maxUploadBytes) throw tooLarge(fileTooLargeMessage, refusalCodes.fileTooLarge);

    const session = await app.sessions.ensure(request, reply);
    const user = await request.currentUser();
    const row = await storeDocument(
      app.db,
      app.storage,
      {
        kind: kind as DocumentKind,
        fileName: file.name,
        data: file.data,
        owner: { sessionId: session.id, userId: user?.id ?? null },
      },
      { clamav: app.config.documents.clamav },
    ).catch((error) => {
      if (error instanceof AppError && error.code === errorCodes.fileInfected) {
        request.log.warn({ event: 'upload_infected', kind }, 'the virus scanner refused an upload');
      }
      throw error;
    });
    // The checks (decision 034) advise and never hold the upload: a photo's measures take a tenth
    // of a second and are awaited; a passport scan is read in a worker thread after the answer.
    const check = checks
      .run(app.db, app.storage, row.id)
      .catch((error) =>
        request.log.warn({ event: 'document_check_failed', kind, err: error }, 'a document check failed'),
      );
    if (row.kind === 'photo') await check;
    return reply.code(201).send({ id: row.id, name: row.originalName, size: row.sizeBytes, type: row.mimeType });
  });

  app.addHook('onClose', checks.end);

  async function ownerOf(request: import('fastify').FastifyRequest) {
    const session = await request.session();
    const user = await request.currentUser();
    const owner: Owner | null = session ? { sessionId: session.id, userId: user?.id ?? null } : null;
    return { owner, user };
  }

  // staffRead: staff read travellers' documents here; another site cannot start that (decision 032).
  const fileRoute = { schema: { params: idParams, querystring: viewQuery }, config: { staffRead: true } };
  app.get('/api/documents/:id', fileRoute, async (request, reply) => {
    const { owner, user } = await ownerOf(request);
    const { row, reference, data } = await readDocument(app.db, app.storage, request.params.id, {
      owner,
      user,
      context: requestContext(request),
    });
    // `?view=inline` opens the file in the browser's own viewer (still sandboxed, never our origin's scripts).
    const disposition = request.query.view === 'inline' ? 'inline' : 'attachment';
    return reply
      .header('content-type', row.mimeType)
      .header('content-disposition', `${disposition}; filename="${downloadName(row, reference)}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(data);
  });

  // A small JPEG of an image document for the application page; the same readers as the file itself.
  const thumbnailRoute = { schema: { params: idParams }, config: { staffRead: true } };
  app.get('/api/documents/:id/thumbnail', thumbnailRoute, async (request, reply) => {
    const { owner, user } = await ownerOf(request);
    const { row, data } = await readDocument(app.db, app.storage, request.params.id, {
      owner,
      user,
      context: requestContext(request),
    });
    if (!row.mimeType.startsWith('image/')) throw notFound(noPreviewMessage, refusalCodes.noPreview);
    const thumbnail = await documentThumbnail(data);
    return reply
      .header('content-type', 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(thumbnail);
  });

  // The passport or photo check of a document (issues 32 and 33): its owner's, or staff's (recorded).
  app.get(
    '/api/documents/:id/check',
    // staffRead: the lines read from a passport are personal data; another site cannot start staff's read.
    { schema: { params: idParams, response: { 200: checkSchema } }, config: { staffRead: true } },
    async (request, reply) => {
      const { owner, user } = await ownerOf(request);
      const answer = await checks.answerFor(app.db, request.params.id, {
        owner,
        user,
        context: requestContext(request),
      });
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );

  // Owner only: what the photo coach on the device showed beside the photo (decision 043), for staff.
  app.put(
    '/api/documents/:id/device-check',
    { schema: { params: idParams, body: deviceCheckSchema } },
    async (request, reply) => {
      await checks.recordDevice(app.db, request.params.id, (await ownerOf(request)).owner, request.body.warnings);
      return reply.code(204).send();
    },
  );

  // Owner only, no bytes: the wizard asks whether its uploads are still held before it shows a tick.
  app.get(
    '/api/documents/:id/info',
    { schema: { params: idParams, response: { 200: documentSchema } } },
    async (request) => ownDocumentInfo(app.db, request.params.id, (await ownerOf(request)).owner),
  );

  app.delete('/api/documents/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { owner } = await ownerOf(request);
    await deleteDocument(app.db, app.storage, request.params.id, owner);
    return reply.code(204).send();
  });
}

/** Hourly, remove uploads nobody can submit any more. */
export const abandonedDocumentsJob = (app: FastifyInstance): Job => ({
  name: 'documents.abandoned',
  everyMs: 3600_000,
  run: () => deleteAbandonedDocuments(app.db, app.storage),
});
