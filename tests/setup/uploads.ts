import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { minPhotoSize } from '../../src/core/applications';

/** A real PNG (or JPEG) drawn by sharp, as large as the smallest photo we take unless told. */
export async function testImage(
  format: 'png' | 'jpeg' = 'png',
  width: number = minPhotoSize.width,
  height: number = minPhotoSize.height,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export const testPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart body with the document kind and one file. */
export function multipart(kind: string, fileName: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----advena${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'advena_session');
  return cookie ? `advena_session=${cookie.value}` : undefined;
};

/** Uploads a file as the visitor with this cookie (or a new anonymous visitor). */
export async function upload(
  app: FastifyInstance,
  input: { kind: string; fileName: string; data: Buffer; cookie?: string; contentType?: string },
) {
  const { payload, headers } = multipart(input.kind, input.fileName, input.data, input.contentType);
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents',
    payload,
    headers: { ...headers, ...(input.cookie ? { cookie: input.cookie } : {}) },
  });
  return { response, cookie: input.cookie ?? cookieOf(response) };
}
