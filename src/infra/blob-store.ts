import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import type { BlobStore, StoredBlob } from '../domain/documents/blob-store';
import { newId } from '../domain/shared/ids';

/** Blobs in the `blobs` table: shared by every instance, backed up with the rest of the data. */
export const postgresBlobStore: BlobStore = {
  async put(db: Db, accountId: string, bytes: Uint8Array, contentType: string): Promise<StoredBlob> {
    const blob = {
      id: newId(),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      sizeBytes: bytes.byteLength,
      contentType,
    };
    await db
      .insertInto('blobs')
      .values({
        id: blob.id,
        account_id: accountId,
        sha256: blob.sha256,
        size_bytes: blob.sizeBytes,
        content_type: contentType,
        data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        created_at: new Date(),
      })
      .execute();
    return blob;
  },

  async get(db: Db, accountId: string, id: string) {
    const row = await db
      .selectFrom('blobs')
      .select(['data', 'content_type'])
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { bytes: new Uint8Array(row.data), contentType: row.content_type } : null;
  },
};
