import type { Db } from '../../db/database';

export interface StoredBlob {
  id: string;
  sha256: string;
  sizeBytes: number;
  contentType: string;
}

/**
 * Where file bytes live (DESIGN.md 2). Writes take the caller's executor so that, with the default
 * Postgres store, a file and the rows that point to it commit together.
 */
export interface BlobStore {
  put(db: Db, accountId: string, bytes: Uint8Array, contentType: string): Promise<StoredBlob>;
  get(db: Db, accountId: string, id: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}
