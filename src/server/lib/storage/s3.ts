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
 * The SDK (most of a second to import) loads on first use, so a server on the local folder never
 * pays for it. Checksums only where the protocol requires them: several S3-compatible services
 * reject the SDK's newer default trailers.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const Bucket = settings.bucket;
  let connection: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: import('@aws-sdk/client-s3').S3Client }>;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return connection;
  };
  const write = async (key: string, data: Buffer) => {
    const { sdk, client } = await connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data, ContentType: 'application/octet-stream' }),
    );
  };
  return {
    put: write,
    async get(key) {
      const { sdk, client } = await connect();
      const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
      if (!object.Body) throw new Error('empty object');
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async replace(key, data) {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
      await write(key, data);
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async modifiedAt(key) {
      const { sdk, client } = await connect();
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
      if (!head.LastModified) throw new Error('no modification time');
      return head.LastModified;
    },
    // ListObjectsV2 returns keys in ascending UTF-8 order; ours are lowercase hex.
    async *keys() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key && storageKeyPattern.test(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
