import { documents } from '../../src/server/db/schema';
import { newStorageKey } from '../../src/server/lib/storage/index';
import type { TestApp } from './test-app';
import { testImage } from './uploads';

/**
 * A PNG document put where the app keeps one (its file in storage, its row), without the upload's
 * checks: for tests about who may read, move or delete a document, not about taking one in.
 */
export async function storedDocument(
  test: TestApp,
  values: {
    kind: 'passportScan' | 'photo';
    userId?: string | null;
    applicationId?: string | null;
    originalName?: string;
  },
) {
  const data = await testImage('png');
  const storageKey = newStorageKey();
  await test.app.storage.put(storageKey, data);
  const [row] = await test
    .db()
    .insert(documents)
    .values({
      originalName: `${values.kind}.png`,
      ...values,
      storageKey,
      sha256: 'x',
      sizeBytes: data.length,
      mimeType: 'image/png',
    })
    .returning();
  return row!;
}
