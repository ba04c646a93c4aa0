import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { documentKeyring } from './configured';
import { masterKeyId } from './encrypted';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advena-config-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('document storage configuration', () => {
  it('defaults to the local folder and a master key generated once into DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.documents.s3).toBeUndefined();
    expect(config.documents.clamav).toBeUndefined();
    const first = documentKeyring(config);
    expect(documentKeyring(config).currentId).toBe(first.currentId);
    expect(fs.statSync(path.join(dataDir, 'documents.key')).mode & 0o777).toBe(0o600);
  });

  it('takes DOCUMENTS_KEY and previous keys from the environment', () => {
    const key = randomBytes(32);
    const old = randomBytes(32);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DOCUMENTS_KEY: key.toString('base64'),
      DOCUMENTS_PREVIOUS_KEYS: ` ${old.toString('base64')} `,
    });
    const keyring = documentKeyring(config);
    expect(keyring.currentId).toBe(masterKeyId(key));
    expect([...keyring.keys.keys()]).toEqual([masterKeyId(key), masterKeyId(old)]);
  });

  it('chooses the bucket by S3_BUCKET and names a bad variable', () => {
    const config = loadConfig({
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      CLAMAV_HOST: 'clamd.internal',
    });
    expect(config.documents.s3).toEqual({
      bucket: 'docs',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(config.documents.clamav).toEqual({ host: 'clamd.internal', port: 3310 });
    expect(() => loadConfig({ DOCUMENTS_KEY: randomBytes(16).toString('base64') })).toThrow(
      /DOCUMENTS_KEY: must be 32 bytes/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
