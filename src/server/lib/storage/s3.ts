import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedKey, type FileStorage, storageKeyPattern } from './index';

export interface S3Settings {
  bucket: string;
  region: string;
  /** MinIO, R2 and other S3-compatible services; unset: AWS. */
  endpoint?: string;
  /** Unset: the SDK's own chain (environment, instance role, profile). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * Files in an S3-compatible bucket, one object per key, so every app instance sees the same files.
 * Checksums only where the protocol requires them: several S3-compatible services reject the
 * SDK's newer default trailers.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const write = (key: string, data: Buffer) =>
    client.send(
      new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data, ContentType: 'application/octet-stream' }),
    );
  return {
    async put(key, data) {
      await write(key, data);
    },
    async get(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
      if (!object.Body) throw new Error('empty object');
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async replace(key, data) {
      await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
      await write(key, data);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key && storageKeyPattern.test(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
